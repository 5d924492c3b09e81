// pursueOffset, transcribed from the Cocos port's Vehicle (seed 003): the offset in the leader's
// local frame (x along its side, y along its heading), predicted ahead, then arrive.
function pursueOffset(target, offset) {
    var localOffset = new Vector2D(
        target.side.x * offset.x + target.side.y * offset.y,
        target.heading.x * offset.x + target.heading.y * offset.y);
    var offsetTargetPos = target.position.add(localOffset);
    var lookAheadTime = this._position.dist(offsetTargetPos) / (this.maxSpeed + target.velocity.length);
    var predictedTarget = offsetTargetPos.add(target.velocity.multiply(lookAheadTime));
    this.arrive(predictedTarget);
}
