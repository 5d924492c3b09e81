// seek, transcribed from SteeredVehicle.as (seed 000, lines 222-228; the same in 001 and 002).
function seek(target) {
    var desiredVelocity = target.subtract(this._position);
    desiredVelocity.normalize();
    desiredVelocity = desiredVelocity.multiply(this._maxSpeed);
    var force = desiredVelocity.subtract(this._velocity);
    this._steeringForce = this._steeringForce.add(force);
}
