// From the Cocos Creator port (article 003), TypeScript to JavaScript.
// Offset pursuit keeps a vehicle at a given offset from its leader.
// First the offset point, then where it will be, then arrive there.
function pursueOffset(target, offset) {
    // The leader's heading and side: its velocity made unit length, and that turned by 90 degrees
    var heading = target.velocity.clone().normalize();
    var side = heading.perp();
    var localOffset = new Vector2D(
        side.x * offset.x + side.y * offset.y,
        heading.x * offset.x + heading.y * offset.y
    );
    var offsetTargetPos = target.position.add(localOffset);
    var lookAheadTime = this._position.dist(offsetTargetPos) / (this.maxSpeed + target.velocity.length);
    var predictedTarget = offsetTargetPos.add(target.velocity.multiply(lookAheadTime));
    this.arrive(predictedTarget);
}
