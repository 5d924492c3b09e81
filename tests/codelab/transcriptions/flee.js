// flee, transcribed from SteeredVehicle.as (seed 000, lines 231-237).
function flee(target) {
    var desiredVelocity = target.subtract(this._position);
    desiredVelocity.normalize();
    desiredVelocity = desiredVelocity.multiply(this._maxSpeed);
    var force = desiredVelocity.subtract(this._velocity);
    this._steeringForce = this._steeringForce.subtract(force);
}
