// From SteeredVehicle.as in the AS3 study notes (articles 000 and 001).
// Object avoidance
// _avoidDistance: how far ahead the vehicle notices obstacles
// _avoidBuffer: the room the vehicle keeps between itself and an obstacle when it turns away
function avoid(circles) {
    for (var i = 0; i < circles.length; i++) {
        var circle = circles[i];
        var heading = this._velocity.clone().normalize();
        // The displacement vector from the vehicle to the obstacle
        var difference = circle.position.subtract(this._position);
        var dotProd = difference.dotProd(heading);
        // If the obstacle is in front of the vehicle
        if (dotProd > 0) {
            // The vehicle's "feeler"
            var feeler = heading.multiply(this._avoidDistance);
            // The projection of the displacement onto the feeler
            var projection = heading.multiply(dotProd);
            // The obstacle's distance from the feeler
            var dist = projection.subtract(difference).length;
            // If the feeler (with the buffer added) meets the obstacle
            // and the projection is shorter than the feeler,
            // a collision is coming: steer away
            if (dist < circle.radius + this._avoidBuffer && projection.length < feeler.length) {
                // Work out a force turned by 90 degrees
                var force = heading.multiply(this._maxSpeed);
                force.angle += difference.sign(this._velocity) * Math.PI / 2;
                // Scale the force by the distance to the obstacle: as small as it can be while still avoiding it
                force = force.multiply(1.0 - projection.length / feeler.length);
                // Add it to the steering force
                this._steeringForce = this._steeringForce.add(force);
                // Brake: slow the vehicle down while it turns; the nearer the obstacle, the harder the braking.
                this._velocity = this._velocity.multiply(projection.length / feeler.length);
            }
        }
    }
}
