// arrive, transcribed from SteeredVehicle.as (seed 000, lines 240-251).
function arrive(target) {
    var desiredVelocity = target.subtract(this._position);
    desiredVelocity.normalize();
    var dist = this._position.dist(target);
    if (dist > this._arrivalThreshold) {
        desiredVelocity = desiredVelocity.multiply(this._maxSpeed);
    } else {
        desiredVelocity = desiredVelocity.multiply(this._maxSpeed * dist / this._arrivalThreshold);
    }
    var force = desiredVelocity.subtract(this._velocity);
    this._steeringForce = this._steeringForce.add(force);
}
