// From SteeredVehicle.as in the AS3 study notes (articles 000 and 001).
// Seek behaviour
function seek(target) {
    var desiredVelocity = target.subtract(this._position);
    desiredVelocity.normalize();
    desiredVelocity = desiredVelocity.multiply(this._maxSpeed); // Note: _maxSpeed here is inherited from the parent class
    var force = desiredVelocity.subtract(this._velocity);
    this._steeringForce = this._steeringForce.add(force);
}
