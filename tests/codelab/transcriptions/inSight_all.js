// inSight without the "only those in front" test, which seed 000 says may be left out (lines 70-77):
// the variant insight=all.
function inSight(vehicle) {
    if (this._position.dist(vehicle.position) > this._inSightDist) {
        return false;
    }
    return true;
}
