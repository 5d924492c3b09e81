// From the Russian translation of the book (article 002).
// Wander behaviour
// Where the articles disagree: 000/001 print Math.random() - 0.5 * _wanderRange (an operator precedence slip); this is 002's step, the program's default.
function wander() {
    var center = this.velocity.clone().normalize().multiply(this._wanderDistance);
    var offset = new Vector2D(0);
    offset.length = this._wanderRadius;
    offset.angle = this._wanderAngle;
    this._wanderAngle += Math.random() * this._wanderRange - this._wanderRange * .5;
    var force = center.add(offset);
    this._steeringForce = this._steeringForce.add(force);
}
