// evade, transcribed from SteeredVehicle.as (seed 000, lines 261-265; 001 the same).
function evade(target) {
    var lookAheadTime = this.position.dist(target.position) / this._maxSpeed;
    var predictedTarget = target.position.add(target.velocity.multiply(lookAheadTime));
    this.flee(predictedTarget);
}
