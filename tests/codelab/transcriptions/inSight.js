// inSight and tooClose alone, as seed 000 prints them (lines 65-85): the built-in flock then asks
// the script's versions (as AS3's virtual methods would).
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
