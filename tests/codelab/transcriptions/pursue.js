// pursue, transcribed from SteeredVehicle.as (seed 000, lines 254-258): it calls this.seek, the
// built-in one unless the script defines seek too.
function pursue(target) {
    var lookAheadTime = this.position.dist(target.position) / this._maxSpeed;
    var predictedTarget = target.position.add(target.velocity.multiply(lookAheadTime));
    this.seek(predictedTarget);
}
