// From SteeredVehicle.as in the AS3 study notes (articles 000 and 001).
// Evade behaviour
// Where the articles disagree: 002 predicts target.position.subtract(...), a point behind the pursuer; this is 000/001's prediction ahead of it, the program's default.
function evade(target) {
    var lookAheadTime = this.position.dist(target.position) / this._maxSpeed;
    var predictedTarget = target.position.add(target.velocity.multiply(lookAheadTime));
    this.flee(predictedTarget);
}
