// From SteeredVehicle.as in the AS3 study notes (articles 000 and 001).
// Arrive behaviour
function arrive(target) {
    var desiredVelocity = target.subtract(this._position);
    desiredVelocity.normalize();
    var dist = this._position.dist(target);
    // _arrivalThreshold: the arrive distance threshold (closer than this, slow down)
    if (dist > this._arrivalThreshold) {
        desiredVelocity = desiredVelocity.multiply(this._maxSpeed);
    } else {
        desiredVelocity = desiredVelocity.multiply(this._maxSpeed * dist / this._arrivalThreshold);
    }
    var force = desiredVelocity.subtract(this._velocity);
    this._steeringForce = this._steeringForce.add(force);
}
