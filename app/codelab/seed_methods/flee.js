// From SteeredVehicle.as in the AS3 study notes (articles 000 and 001).
// Flee behaviour
function flee(target) {
    var desiredVelocity = target.subtract(this._position);
    desiredVelocity.normalize();
    desiredVelocity = desiredVelocity.multiply(this._maxSpeed);
    var force = desiredVelocity.subtract(this._velocity);
    this._steeringForce = this._steeringForce.subtract(force); // The only difference from seek. In a word: the target is spotted, so turn round and run!
}
