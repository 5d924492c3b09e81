// wander as seed 002 prints it: the angle takes a step within ±wanderRange/2.
function wander() {
    var center = this.velocity.clone().normalize().multiply(this._wanderDistance);
    var offset = new Vector2D(0);
    offset.length = this._wanderRadius;
    offset.angle = this._wanderAngle;
    this._wanderAngle += Math.random() * this._wanderRange - this._wanderRange * 0.5;
    var force = center.add(offset);
    this._steeringForce = this._steeringForce.add(force);
}
