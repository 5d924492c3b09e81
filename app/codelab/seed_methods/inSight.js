// From SteeredVehicle.as in the AS3 study notes (articles 000 and 001).
// Is the other vehicle within sight?
// _inSightDist: how far the vehicle sees
function inSight(vehicle) {
    if (this._position.dist(vehicle.position) > this._inSightDist) {
        return false;
    }

    // ---->start this part may even be removed, but then the flock behaves differently
    var heading = this._velocity.clone().normalize();
    var difference = vehicle.position.subtract(this._position);
    var dotProd = difference.dotProd(heading);
    if (dotProd < 0) {
        return false;
    }
    // <-----end

    return true;
}
