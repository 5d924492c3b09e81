// From SteeredVehicle.as in the AS3 study notes (articles 000 and 001).
// Flocking behaviour
function flock(vehicles) {
    var averageVelocity = this._velocity.clone(); // average velocity
    var averagePosition = new Vector2D(); // average position
    var inSightCount = 0; // the number of vehicles in sight

    for (var i = 0; i < vehicles.length; i++) {
        var vehicle = vehicles[i];
        if (vehicle != this && this.inSight(vehicle)) { // if the other vehicle is in sight
            // add up velocities and positions
            averageVelocity = averageVelocity.add(vehicle.velocity);
            averagePosition = averagePosition.add(vehicle.position);
            // if the other vehicle is too close, flee it (this is separation)
            if (this.tooClose(vehicle)) {
                this.flee(vehicle.position);
            }
            inSightCount++; // count the vehicles in sight
        }
    }
    if (inSightCount > 0) {
        // work out the average position
        averageVelocity = averageVelocity.divide(inSightCount);
        averagePosition = averagePosition.divide(inSightCount);
        this.seek(averagePosition); // steer towards the centre (this is cohesion)
        // Where the articles disagree: 000/001 print _steeringForce.add(...) and keep nothing, so alignment is lost; this keeps the sum, the program's default.
        this._steeringForce = this._steeringForce.add(averageVelocity.subtract(this._velocity)); // match the average velocity (this is alignment)
    }
}
