// wander as seeds 000/001 print it (lines 172-180): `Math.random() - 0.5*_wanderRange`.
function wander() {
    var center = this.velocity.clone().normalize().multiply(this._wanderDistance);
    var offset = new Vector2D(0);
    offset.length = this._wanderRadius;
    offset.angle = this._wanderAngle;
    this._wanderAngle += Math.random() - 0.5 * this._wanderRange;
    var force = center.add(offset);
    this._steeringForce = this._steeringForce.add(force);
}
