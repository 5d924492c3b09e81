// From the Cocos Creator port (article 003), TypeScript to JavaScript.
// Offset pursuit keeps a vehicle at a given offset from its leader.
// First the offset point, then where it will be, then arrive there.
function pursueOffset(target, offset) {
    // The leader's heading and side: its velocity made unit length, and that turned by 90 degrees
    var localOffset = new Vector2D(
        target.side.x * offset.x + target.side.y * offset.y,
        target.heading.x * offset.x + target.heading.y * offset.y
    );
    var offsetTargetPos = target.position.add(localOffset);
    var lookAheadTime = this._position.dist(offsetTargetPos) / (this.maxSpeed + target.velocity.length);
    var predictedTarget = offsetTargetPos.add(target.velocity.multiply(lookAheadTime));
    this.arrive(predictedTarget);
}
