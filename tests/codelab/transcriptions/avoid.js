// avoid, transcribed from SteeredVehicle.as (seed 000, lines 138-169).
function avoid(circles) {
    for (var i = 0; i < circles.length; i++) {
        var circle = circles[i];
        var heading = this._velocity.clone().normalize();
        // the displacement from the vehicle to the obstacle
        var difference = circle.position.subtract(this._position);
        var dotProd = difference.dotProd(heading);
        // the obstacle is in front of the vehicle
        if (dotProd > 0) {
            var feeler = heading.multiply(this._avoidDistance);
            var projection = heading.multiply(dotProd);
            var dist = projection.subtract(difference).length;
            if (dist < circle.radius + this._avoidBuffer && projection.length < feeler.length) {
                // a force turned by 90 degrees
                var force = heading.multiply(this._maxSpeed);
                force.angle += difference.sign(this._velocity) * Math.PI / 2;
                force = force.multiply(1.0 - projection.length / feeler.length);
                this._steeringForce = this._steeringForce.add(force);
                // brake: the closer the obstacle, the harder
                this._velocity = this._velocity.multiply(projection.length / feeler.length);
            }
        }
    }
}
