// From SteeredVehicle.as in the AS3 study notes (articles 000 and 001).
// Pursue behaviour
// Where the articles disagree: 003 divides by (maxSpeed + the target's speed) and seeks the target directly when head-on; this is 000-002's look-ahead, the program's default.
function pursue(target) {
    var lookAheadTime = this.position.dist(target.position) / this._maxSpeed; // If the target stood still, how long would the pursuer take to get there at full speed?
    var predictedTarget = target.position.add(target.velocity.multiply(lookAheadTime));
    this.seek(predictedTarget);
}
