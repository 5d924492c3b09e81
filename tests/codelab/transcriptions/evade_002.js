// evade as seed 002 prints it (step 10): the predicted point lies behind the pursuer.
function evade(target) {
    var lookAheadTime = this.position.dist(target.position) / this._maxSpeed;
    var predictedTarget = target.position.subtract(target.velocity.multiply(lookAheadTime));
    this.flee(predictedTarget);
}
