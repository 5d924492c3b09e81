// flock with the alignment kept (the variant alignment=intended, the default): seed 000's flock
// with `_steeringForce = _steeringForce.add(...)` where it prints the sum and drops it.
function flock(vehicles) {
    var averageVelocity = this._velocity.clone();
    var averagePosition = new Vector2D();
    var inSightCount = 0;
    for (var i = 0; i < vehicles.length; i++) {
        var vehicle = vehicles[i];
        if (vehicle != this && this.inSight(vehicle)) {
            averageVelocity = averageVelocity.add(vehicle.velocity);
            averagePosition = averagePosition.add(vehicle.position);
            if (this.tooClose(vehicle)) {
                this.flee(vehicle.position);
            }
            inSightCount++;
        }
    }
    if (inSightCount > 0) {
        averageVelocity = averageVelocity.divide(inSightCount);
        averagePosition = averagePosition.divide(inSightCount);
        this.seek(averagePosition);
        this._steeringForce = this._steeringForce.add(averageVelocity.subtract(this._velocity));
    }
}

function inSight(vehicle) {
    if (this._position.dist(vehicle.position) > this._inSightDist) {
        return false;
    }
    var heading = this._velocity.clone().normalize();
    var difference = vehicle.position.subtract(this._position);
    var dotProd = difference.dotProd(heading);
    if (dotProd < 0) {
        return false;
    }
    return true;
}

function tooClose(vehicle) {
    return this._position.dist(vehicle.position) < this._tooCloseDist;
}
