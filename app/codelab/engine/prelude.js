// The world a user's script runs in (issue #34): the book's Vector2D, the vehicle as the listings
// see it (this), and the trampolines the C++ runner calls. Evaluated once per engine; everything
// global is frozen afterwards, so nothing a script does outlives its frame (determinism).
(function (host) {
"use strict";

// Vector2D.as, operation by operation as core/vector2d.{h,cpp} (same IEEE operations, same order).
function Vector2D(x, y) {
    this.x = x === undefined ? 0 : x;
    this.y = y === undefined ? 0 : y;
}
Vector2D.prototype = {
    constructor: Vector2D,
    clone: function () { return new Vector2D(this.x, this.y); },
    zero: function () { this.x = 0; this.y = 0; return this; },
    isZero: function () { return this.x == 0 && this.y == 0; },
    get lengthSQ() { return this.x * this.x + this.y * this.y; },
    get length() { return Math.sqrt(this.lengthSQ); },
    set length(value) { var a = this.angle; this.x = Math.cos(a) * value; this.y = Math.sin(a) * value; },
    get angle() { return Math.atan2(this.y, this.x); },
    set angle(value) { var len = this.length; this.x = Math.cos(value) * len; this.y = Math.sin(value) * len; },
    normalize: function () {
        if (this.length == 0) { this.x = 1; return this; }
        var len = this.length;
        this.x /= len;
        this.y /= len;
        return this;
    },
    truncate: function (max) { this.length = Math.min(max, this.length); return this; },
    reverse: function () { this.x = -this.x; this.y = -this.y; return this; },
    isNormalized: function () { return this.length == 1.0; },
    dotProd: function (v2) { return this.x * v2.x + this.y * v2.y; },
    crossProd: function (v2) { return this.x * v2.y - this.y * v2.x; },
    sign: function (v2) { return this.perp.dotProd(v2) < 0 ? -1 : 1; },
    get perp() { return new Vector2D(-this.y, this.x); },
    dist: function (v2) { return Math.sqrt(this.distSQ(v2)); },
    distSQ: function (v2) { var dx = v2.x - this.x; var dy = v2.y - this.y; return dx * dx + dy * dy; },
    add: function (v2) { return new Vector2D(this.x + v2.x, this.y + v2.y); },
    subtract: function (v2) { return new Vector2D(this.x - v2.x, this.y - v2.y); },
    multiply: function (value) { return new Vector2D(this.x * value, this.y * value); },
    divide: function (value) { return new Vector2D(this.x / value, this.y / value); },
    equals: function (v2) { return this.x == v2.x && this.y == v2.y; },
    toString: function () { return "[Vector2D (x:" + this.x + ", y:" + this.y + ")]"; }
};
Vector2D.angleBetween = function (v1, v2) {
    if (!v1.isNormalized()) v1 = v1.clone().normalize();
    if (!v2.isNormalized()) v2 = v2.clone().normalize();
    return Math.acos(v1.dotProd(v2));
};

// The method names in ScriptMethod's order (core/script_hook.h).
var NAMES = ["seek", "flee", "arrive", "pursue", "evade", "wander", "avoid", "followPath", "flock",
             "pursueOffset", "inSight", "tooClose"];
var current = {};     // this frame's script methods, by name
var mirrors = [];     // one object per vehicle, the same all frame (so `vehicle != this` works)
var circles = [];
var path = [];
var loop = true;
var recording = false;
var FAILED = {};      // what invoke() returns when the script threw (the error is in `failure`)
var failure = null;

// SteeredVehicle as the listings read it: underscored fields (sealed: a script cannot add state
// that would outlive the frame) and the public getters. A vehicle given the script's methods has
// `Scripted` (this frame's methods, emptied and refilled at each frame's start) before the built-in
// methods in its prototype chain, so `this.seek(p)` finds the script's seek without a detour.
function Vehicle() {}
var Scripted = Object.create(Vehicle.prototype);
function makeMirror(i, on) {
    var m = Object.create(on ? Scripted : Vehicle.prototype);
    Object.defineProperty(m, "__i", { value: i, writable: false, enumerable: false });
    m._position = new Vector2D();
    m._velocity = new Vector2D();
    m._steeringForce = new Vector2D();
    m._wanderAngle = 0;
    m._pathIndex = 0;
    m._mass = 1;
    m._maxSpeed = 10;
    m._maxForce = 1;
    m._arrivalThreshold = 100;
    m._wanderDistance = 10;
    m._wanderRadius = 5;
    m._wanderRange = 1;
    m._avoidDistance = 300;
    m._avoidBuffer = 20;
    m._pathThreshold = 20;
    m._inSightDist = 200;
    m._tooCloseDist = 60;
    return Object.seal(m);
}
// Written out one by one: a getter that reads a fixed name is much faster than one reading this[name].
Object.defineProperties(Vehicle.prototype, {
    position: { get: function () { return this._position; }, set: function (v) { this._position = v; } },
    velocity: { get: function () { return this._velocity; }, set: function (v) { this._velocity = v; } },
    steeringForce: { get: function () { return this._steeringForce; }, set: function (v) { this._steeringForce = v; } },
    wanderAngle: { get: function () { return this._wanderAngle; }, set: function (v) { this._wanderAngle = v; } },
    pathIndex: { get: function () { return this._pathIndex; }, set: function (v) { this._pathIndex = v; } },
    mass: { get: function () { return this._mass; }, set: function (v) { this._mass = v; } },
    maxSpeed: { get: function () { return this._maxSpeed; }, set: function (v) { this._maxSpeed = v; } },
    maxForce: { get: function () { return this._maxForce; }, set: function (v) { this._maxForce = v; } },
    arrivalThreshold: { get: function () { return this._arrivalThreshold; }, set: function (v) { this._arrivalThreshold = v; } },
    wanderDistance: { get: function () { return this._wanderDistance; }, set: function (v) { this._wanderDistance = v; } },
    wanderRadius: { get: function () { return this._wanderRadius; }, set: function (v) { this._wanderRadius = v; } },
    wanderRange: { get: function () { return this._wanderRange; }, set: function (v) { this._wanderRange = v; } },
    avoidDistance: { get: function () { return this._avoidDistance; }, set: function (v) { this._avoidDistance = v; } },
    avoidBuffer: { get: function () { return this._avoidBuffer; }, set: function (v) { this._avoidBuffer = v; } },
    pathThreshold: { get: function () { return this._pathThreshold; }, set: function (v) { this._pathThreshold = v; } },
    inSightDist: { get: function () { return this._inSightDist; }, set: function (v) { this._inSightDist = v; } },
    tooCloseDist: { get: function () { return this._tooCloseDist; }, set: function (v) { this._tooCloseDist = v; } },
    x: { get: function () { return this._position.x; } },
    y: { get: function () { return this._position.y; } },
    // The Cocos port's heading and side (003).
    heading: { get: function () { return this._velocity.clone().normalize(); } },
    side: { get: function () { return this.heading.perp; } }
});

// The built-in methods (host.builtin runs the C++ method): what a vehicle finds when the script
// does not define the method, or when it was not given the script.
NAMES.forEach(function (name, k) {
    Vehicle.prototype[name] = function (a, b) {
        switch (k) {
        case 0: case 1: case 2: return host.builtin(k, this.__i, -1, a.x, a.y);
        case 3: case 4: case 10: case 11: return host.builtin(k, this.__i, a.__i, 0, 0);
        case 9: return host.builtin(k, this.__i, a.__i, b.x, b.y);
        default: return host.builtin(k, this.__i, -1, 0, 0);
        }
    };
});

// The explaining calls: recorded with the line that made them (only while the frame records).
function callerLine() {
    var stack = String(new Error().stack).split("\n");
    for (var i = 0; i < stack.length; ++i) {
        var m = /:(\d+)(:\d+)?\)?\s*$/.exec(stack[i]);
        if (m && stack[i].indexOf("codelab-prelude") < 0)
            return Number(m[1]);
    }
    return 0;
}
Vehicle.prototype.show = function (name, v) {
    if (recording) host.record(0, this.__i, String(name), v.x, v.y, 0, callerLine());
};
Vehicle.prototype.showPoint = function (name, p) {
    if (recording) host.record(1, this.__i, String(name), p.x, p.y, 0, callerLine());
};
Vehicle.prototype.showCircle = function (name, centre, r) {
    if (recording) host.record(2, this.__i, String(name), centre.x, centre.y, r, callerLine());
};
Vehicle.prototype.note = function (name, value) {
    if (recording) host.record(3, this.__i, String(name), value, 0, 0, callerLine());
};
Object.freeze(Vehicle.prototype);
Object.seal(Vehicle);

Math.random = function () { return host.random(); }; // the world's seeded generator

return {
    Vector2D: Vector2D,
    // The frame's methods: runs the script's top level afresh (its own variables start anew each frame).
    setMethods: function (factory) {
        try {
            var table = factory();
            current = {};
            Scripted = Object.create(Vehicle.prototype); // nothing a script did to the last one remains
            var mask = 0;
            NAMES.forEach(function (name, k) {
                if (typeof table[name] === "function") {
                    current[name] = table[name];
                    // defined, not assigned: the frozen Vehicle.prototype's method is not writable
                    Object.defineProperty(Scripted, name, { value: table[name], writable: true, configurable: true });
                    mask |= 1 << k;
                }
            });
            return mask;
        } catch (e) { failure = e; return FAILED; }
    },
    // One object per vehicle, the same all frame, made anew at each frame's start (after
    // setMethods): nothing a script did to one (freezing it, say) outlives the frame.
    // `state`: per vehicle its flag (given the script), 8 numbers of state (as push) and 12
    // parameters (as pushParams), 21 numbers each: one call for the whole frame.
    setVehicles: function (state) {
        mirrors = [];
        var n = state.length / 21;
        for (var i = 0; i < n; ++i) {
            var b = 21 * i;
            var m = makeMirror(i, state[b] != 0);
            m._position = new Vector2D(state[b + 1], state[b + 2]);
            m._velocity = new Vector2D(state[b + 3], state[b + 4]);
            m._steeringForce = new Vector2D(state[b + 5], state[b + 6]);
            m._wanderAngle = state[b + 7];
            m._pathIndex = state[b + 8];
            m._mass = state[b + 9]; m._maxSpeed = state[b + 10]; m._maxForce = state[b + 11];
            m._arrivalThreshold = state[b + 12]; m._wanderDistance = state[b + 13]; m._wanderRadius = state[b + 14];
            m._wanderRange = state[b + 15]; m._avoidDistance = state[b + 16]; m._avoidBuffer = state[b + 17];
            m._pathThreshold = state[b + 18]; m._inSightDist = state[b + 19]; m._tooCloseDist = state[b + 20];
            mirrors.push(m);
        }
    },
    setRecording: function (on) { recording = on; },
    setCircles: function (flat) {
        circles = [];
        for (var i = 0; i + 2 < flat.length; i += 3)
            circles.push({ position: new Vector2D(flat[i], flat[i + 1]), radius: flat[i + 2] });
    },
    setPath: function (flat, isLoop) {
        path = [];
        for (var i = 0; i + 1 < flat.length; i += 2) path.push(new Vector2D(flat[i], flat[i + 1]));
        loop = isLoop;
    },
    push: function (i, px, py, vx, vy, fx, fy, wa, pi) {
        var m = mirrors[i];
        m._position = new Vector2D(px, py);
        m._velocity = new Vector2D(vx, vy);
        m._steeringForce = new Vector2D(fx, fy);
        m._wanderAngle = wa;
        m._pathIndex = pi;
    },
    pack: function (i) {
        var m = mirrors[i];
        return [m._position.x, m._position.y, m._velocity.x, m._velocity.y, m._steeringForce.x,
                m._steeringForce.y, m._wanderAngle, m._pathIndex];
    },
    invoke: function (k, i, a, b, c) {
        var m = mirrors[i];
        var f = current[NAMES[k]];
        try {
            switch (k) {
            case 0: case 1: case 2: return f.call(m, new Vector2D(b, c));
            case 3: case 4: case 10: case 11: return f.call(m, mirrors[a]);
            case 5: return f.call(m);
            case 6: return f.call(m, circles);
            case 7: return f.call(m, path, loop);
            case 8: return f.call(m, mirrors);
            case 9: return f.call(m, mirrors[a], new Vector2D(b, c));
            }
        } catch (e) { failure = e; return FAILED; }
        return undefined;
    },
    FAILED: FAILED,
    takeFailure: function () {
        var e = failure;
        failure = null;
        var line = e && typeof e === "object" && typeof e.lineNumber === "number" ? e.lineNumber : 0;
        // An error raised inside the prelude (a capped built-in) is the script's at its caller's line.
        if (e && typeof e === "object" && e.stack) {
            var frames = String(e.stack).split("\n");
            for (var i = 0; i < frames.length; ++i) {
                var m = /:(\d+)(:\d+)?\)?\s*$/.exec(frames[i]);
                if (m && frames[i].indexOf("codelab-prelude") < 0) { line = Number(m[1]); break; }
            }
        }
        return [String(e), line];
    }
};
})
