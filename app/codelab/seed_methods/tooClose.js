// From SteeredVehicle.as in the AS3 study notes (articles 000 and 001).
// _tooCloseDist: the safe distance that keeps the flock from crowding together
function tooClose(vehicle) {
    return this._position.dist(vehicle.position) < this._tooCloseDist;
}
