// followPath, transcribed from SteeredVehicle.as (seed 000, lines 116-135).
function followPath(path, loop) {
    var wayPoint = path[this._pathIndex];
    if (wayPoint == null) {
        return;
    }
    if (this._position.dist(wayPoint) < this._pathThreshold) {
        if (this._pathIndex >= path.length - 1) {
            if (loop) {
                this._pathIndex = 0;
            }
        } else {
            this._pathIndex++;
        }
    }
    if (this._pathIndex >= path.length - 1 && !loop) {
        this.arrive(wayPoint);
    } else {
        this.seek(wayPoint);
    }
}
