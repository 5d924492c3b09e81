#include "js_runner.h"

#include "behaviours.h"
#include "behaviours/call_site.h"
#include "program.h"
#include "world.h"

#include <QFile>

#include <cmath>
#include <memory>

namespace codelab {

using namespace steer;

namespace {
ScriptRunner* threadRunner()
{
    thread_local std::unique_ptr<JsScriptRunner> runner;
    if (!runner)
        runner = std::make_unique<JsScriptRunner>();
    return runner.get();
}

// The script's top level becomes the body of a function run afresh each frame: its variables start
// anew every frame (nothing outlives a frame but the vehicles' fields), and strict mode turns an
// assignment to an undeclared name into an error instead of a global. The prefix shares the
// script's first line, so line numbers stay the script's own.
QString wrapped(const QString& source)
{
    QString table;
    for (int k = 0; k < kScriptMethodCount; ++k) {
        const auto name = QString::fromUtf8(scriptMethodName(static_cast<ScriptMethod>(k)));
        table += QStringLiteral("%1: typeof %1 === \"function\" ? %1 : undefined, ").arg(name);
    }
    return QStringLiteral("(function () {\"use strict\";") + source + QStringLiteral("\n;return {") + table +
           QStringLiteral("};})");
}

// The line where the script defines `method`, for failures with no line of their own.
int definitionLine(const QString& source, const char* method)
{
    const QString needle = QStringLiteral("function ") + QLatin1String(method);
    const qsizetype at = source.indexOf(needle);
    return at < 0 ? 0 : static_cast<int>(source.left(at).count(QLatin1Char('\n'))) + 1;
}

constexpr const char* kFreeze = R"JS((function () {
"use strict";
["Qt", "print", "console", "gc", "XMLHttpRequest", "require", "importScripts", "qsTr", "qsTranslate",
 "ArrayBuffer", "SharedArrayBuffer", "DataView", "Atomics", "WebAssembly", "Int8Array", "Uint8Array",
 "Uint8ClampedArray", "Int16Array", "Uint16Array", "Int32Array", "Uint32Array", "Float32Array", "Float64Array"]
    .forEach(function (n) { try { delete globalThis[n]; } catch (e) {} });
// The watchdog stops a script between two of its steps; one built-in call that makes a huge string
// or array in a single step would outrun it, so those calls are capped (no method of the book
// comes near: a flock of 10 000 is 10 000 elements).
var cap = 16777216;
function tooLong() { throw new RangeError("too large: the code lab allows at most 16777216 elements or characters"); }
function guard(proto, name, check) {
    var original = proto[name];
    Object.defineProperty(proto, name, { value: function () {
        if (check(this, arguments)) tooLong();
        return original.apply(this, arguments);
    }, writable: false, configurable: false });
}
guard(String.prototype, "repeat", function (s, a) { return String(s).length * Number(a[0]) > cap; });
guard(String.prototype, "padStart", function (s, a) { return Number(a[0]) > cap; });
guard(String.prototype, "padEnd", function (s, a) { return Number(a[0]) > cap; });
guard(Array.prototype, "fill", function (s) { return s.length > cap; });
guard(Array.prototype, "join", function (s) { return s.length > cap; });
guard(Array, "from", function (s, a) { return a[0] != null && Number(a[0].length) > cap; });
var seen = [];
function deep(o) {
    if (o === null || (typeof o !== "object" && typeof o !== "function") || seen.indexOf(o) >= 0) return;
    seen.push(o);
    Object.freeze(o);
    Object.getOwnPropertyNames(o).forEach(function (n) {
        var d = Object.getOwnPropertyDescriptor(o, n);
        if (d && "value" in d) deep(d.value);
    });
    deep(Object.getPrototypeOf(o));
})JS" R"JS(
deep(globalThis);
})())JS";
} // namespace

void installJavaScriptRunner() { installScriptRunner(&threadRunner); }

JsScriptRunner::JsScriptRunner() : watch_(&engine_) { setUpEngine(); }

JsScriptRunner::~JsScriptRunner() = default;

void JsScriptRunner::setUpEngine()
{
    QFile file(QStringLiteral(":/codelab/prelude.js"));
    file.open(QIODevice::ReadOnly);
    const QString prelude = QString::fromUtf8(file.readAll());
    QJSValue factory = engine_.evaluate(prelude, QStringLiteral("codelab-prelude"));
    Q_ASSERT(factory.isCallable());
    api_ = factory.call({engine_.newQObject(this)});
    JsScriptRunner* self = this;
    QJSEngine::setObjectOwnership(self, QJSEngine::CppOwnership);
    engine_.globalObject().setProperty(QStringLiteral("Vector2D"), api_.property(QStringLiteral("Vector2D")));
    engine_.evaluate(QString::fromUtf8(kFreeze), QStringLiteral("codelab-prelude"));
    invoke_ = api_.property(QStringLiteral("invoke"));
    push_ = api_.property(QStringLiteral("push"));
    pack_ = api_.property(QStringLiteral("pack"));
    setMethods_ = api_.property(QStringLiteral("setMethods"));
    takeFailure_ = api_.property(QStringLiteral("takeFailure"));
    failed_ = api_.property(QStringLiteral("FAILED"));
}

void JsScriptRunner::compile(const UserScript& s)
{
    const QString source = QString::fromStdString(s.source);
    const QString file = QString::fromStdString(s.fileName);
    if (source == compiledSource_ && file == compiledFile_ && (compileError_ || factory_.isCallable()))
        return;
    compiledSource_ = source;
    compiledFile_ = file;
    compileError_.reset();
    factory_ = QJSValue();
    QStringList trace;
    QJSValue result = engine_.evaluate(wrapped(source), file.isEmpty() ? QStringLiteral("script.js") : file, 1, &trace);
    if (result.isError() || !trace.isEmpty() || !result.isCallable()) {
        const int line = result.property(QStringLiteral("lineNumber")).toInt();
        compileError_ = ScriptError{tr("The script cannot run: %1").arg(result.toString()).toStdString(), line};
        return;
    }
    factory_ = result;
}

void JsScriptRunner::beginFrame(World& w, const UserScript& s)
{
    compile(s);
    if (compileError_)
        throw ScriptFailure(*compileError_);
    world_ = &w;
    baselineBytes_ = residentBytes();
    calls_.clear();
    pending_.reset();
    QJSValue mask = guarded(setMethods_, {factory_}, "");
    if (mask.strictlyEquals(failed_))
        fail("");
    mask_ = mask.toUInt();
    // Every vehicle's object made anew, filled in one call (a frame's fixed cost).
    QList<double> state;
    state.reserve(static_cast<qsizetype>(w.vehicles.size() * 21));
    for (const Vehicle& v : w.vehicles) {
        const VehicleParams& p = v.params;
        state << ((s.appliesTo(v) && v.steered) ? 1.0 : 0.0) << v.position.x << v.position.y << v.velocity.x
              << v.velocity.y << v.steeringForce.x << v.steeringForce.y << v.wanderAngle << double(v.pathIndex)
              << p.mass << p.maxSpeed << p.maxForce << p.arrivalThreshold << p.wanderDistance << p.wanderRadius
              << p.wanderRange << p.avoidDistance << p.avoidBuffer << p.pathThreshold << p.inSightDist << p.tooCloseDist;
    }
    api_.property(QStringLiteral("setVehicles")).call({engine_.toScriptValue(state)});
    mirrored_.resize(w.vehicles.size());
    for (std::size_t i = 0; i < w.vehicles.size(); ++i) {
        const Vehicle& v = w.vehicles[i];
        mirrored_[i] = Mirrored{v.position, v.velocity, v.steeringForce, v.wanderAngle, v.pathIndex, true};
    }
    dirty_.clear();
    api_.property(QStringLiteral("setRecording")).call({w.recordExplanations});
}

void JsScriptRunner::endFrame() noexcept
{
    world_ = nullptr;
    calls_.clear();
    pending_.reset();
}

void JsScriptRunner::touched(std::size_t i) { dirty_.push_back(i); }

void JsScriptRunner::ensureMirror(std::size_t i)
{
    const Vehicle& v = world_->vehicles[i];
    Mirrored& m = mirrored_[i];
    if (m.valid && m.position == v.position && m.velocity == v.velocity && m.force == v.steeringForce &&
        m.wanderAngle == v.wanderAngle && m.pathIndex == v.pathIndex)
        return;
    push_.call({static_cast<int>(i), v.position.x, v.position.y, v.velocity.x, v.velocity.y, v.steeringForce.x,
                v.steeringForce.y, v.wanderAngle, v.pathIndex});
    m = Mirrored{v.position, v.velocity, v.steeringForce, v.wanderAngle, v.pathIndex, true};
}

void JsScriptRunner::writeBack(std::size_t i, const char* method)
{
    const QJSValue packed = pack_.call({static_cast<int>(i)});
    double n[8];
    for (quint32 k = 0; k < 8; ++k)
        n[k] = packed.property(k).toNumber();
    for (double d : n)
        if (!std::isfinite(d)) {
            const QString name = QLatin1String(method);
            const QString message = !std::isfinite(n[4]) || !std::isfinite(n[5]) ? tr("%1() left the steering force not a finite number.").arg(name)
                                    : !std::isfinite(n[2]) || !std::isfinite(n[3]) ? tr("%1() left the velocity not a finite number.").arg(name)
                                                                                   : tr("%1() left a field of the vehicle not a finite number.").arg(name);
            throw ScriptFailure(ScriptError{message.toStdString(), definitionLine(compiledSource_, method)});
        }
    if (n[7] != std::floor(n[7]) || std::fabs(n[7]) > 1e9)
        throw ScriptFailure(ScriptError{tr("%1() left _pathIndex not a whole number.").arg(QLatin1String(method)).toStdString(),
                                        definitionLine(compiledSource_, method)});
    Vehicle& v = world_->vehicles[i];
    v.position = {n[0], n[1]};
    v.velocity = {n[2], n[3]};
    v.steeringForce = {n[4], n[5]};
    v.wanderAngle = n[6];
    v.pathIndex = static_cast<int>(n[7]);
    mirrored_[i] = Mirrored{v.position, v.velocity, v.steeringForce, v.wanderAngle, v.pathIndex, true};
}

QJSValue JsScriptRunner::guarded(QJSValue& function, const QJSValueList& args, const char* method)
{
    if (depth_++ == 0)
        watch_.arm(baselineBytes_);
    QJSValue result = function.call(args);
    if (--depth_ == 0) {
        const StopReason why = watch_.disarm();
        if (why != StopReason::None) {
            const bool topLevel = *method == '\0'; // the script's own statements, run at each frame's start
            // Where it was stopped when the engine says (Qt 6.4 does not: "Interrupted" has no
            // line), else where the method begins.
            int line = result.isError() ? result.property(QStringLiteral("lineNumber")).toInt() : 0;
            if (line <= 0 && !topLevel)
                line = definitionLine(compiledSource_, method);
            QString message;
            if (why == StopReason::Timeout)
                message = topLevel ? tr("The script's top level ran longer than one second and was stopped.")
                                   : tr("%1() ran longer than one second and was stopped.").arg(QLatin1String(method));
            else
                message = topLevel ? tr("The script's top level used too much memory and was stopped.")
                                   : tr("%1() used too much memory and was stopped.").arg(QLatin1String(method));
            pending_ = ScriptError{message.toStdString(), line};
            engine_.collectGarbage();
            return failed_;
        }
    }
    if (result.isError()) { // an interruption, or an error invoke() could not catch
        if (!pending_)
            pending_ = ScriptError{tr("The script stopped: %1").arg(result.toString()).toStdString(),
                                   result.property(QStringLiteral("lineNumber")).toInt()};
        return failed_;
    }
    return result;
}

void JsScriptRunner::fail(const char* method)
{
    std::optional<ScriptError> error = std::move(pending_);
    pending_.reset();
    const QJSValue thrown = takeFailure_.call();
    if (!error) {
        int line = thrown.property(1).toInt();
        if (line == 0)
            line = definitionLine(compiledSource_, method);
        error = ScriptError{tr("The script threw an exception: %1").arg(thrown.property(0).toString()).toStdString(), line};
    }
    throw ScriptFailure(*error);
}

bool JsScriptRunner::call(const ScriptCall& c)
{
    for (std::size_t i : dirty_)
        ensureMirror(i);
    dirty_.clear();
    ensureMirror(c.self);
    if (c.other >= 0)
        ensureMirror(static_cast<std::size_t>(c.other));
    const World& w = *world_;
    if (c.method == ScriptMethod::Avoid) {
        QJSValue flat = engine_.newArray(static_cast<uint>(w.obstacles.size() * 3));
        quint32 k = 0;
        for (const Obstacle& o : w.obstacles) {
            flat.setProperty(k++, o.position.x);
            flat.setProperty(k++, o.position.y);
            flat.setProperty(k++, o.radius);
        }
        api_.property(QStringLiteral("setCircles")).call({flat});
    } else if (c.method == ScriptMethod::FollowPath) {
        QJSValue flat = engine_.newArray(static_cast<uint>(w.path.points.size() * 2));
        quint32 k = 0;
        for (const Vector2D& p : w.path.points) {
            flat.setProperty(k++, p.x);
            flat.setProperty(k++, p.y);
        }
        api_.property(QStringLiteral("setPath")).call({flat, w.path.loop});
    }
    const auto methodName = scriptMethodName(c.method);
    const std::string name(methodName);
    VehicleExplanation* ex = c.context ? c.context->ex : nullptr;
    const Vector2D forceBefore = world_->vehicles[c.self].steeringForce;
    int record = -1;
    if (ex) {
        record = static_cast<int>(ex->scripted.size());
        ex->scripted.push_back(ScriptCallRecord{c.method, c.parent, world_->vehicles[c.self].position, {}, {}});
    }
    calls_.push_back({&c, record});
    QJSValue result = guarded(invoke_, {static_cast<int>(c.method), static_cast<int>(c.self), c.other, c.point.x, c.point.y},
                              name.c_str());
    calls_.pop_back();
    if (result.strictlyEquals(failed_) || pending_)
        fail(name.c_str());
    writeBack(c.self, name.c_str());
    if (ex) // the force this call added, drawn and listed without any show()
        ex->scripted[static_cast<std::size_t>(record)].force = world_->vehicles[c.self].steeringForce.subtract(forceBefore);
    return result.toBool();
}

double JsScriptRunner::random() { return world_ ? world_->rng.next() : 0.0; }

QJSValue JsScriptRunner::builtin(int method, int self, int other, double x, double y)
{
    if (!world_ || self < 0 || static_cast<std::size_t>(self) >= world_->vehicles.size() || calls_.empty())
        return {};
    World& w = *world_;
    const auto m = static_cast<ScriptMethod>(method);
    const ScriptCall& outer = *calls_.back().call;
    const auto i = static_cast<std::size_t>(self);
    // Recorded with the script's call when it is the same vehicle's; a built-in called on another
    // vehicle is not recorded (its explanation is not this call's).
    const SteerContext ctx{outer.context->variants, i == outer.self ? outer.context->ex : nullptr, outer.context->script};
    const int parent = i == outer.self ? outer.parent : -1;
    Vehicle& v = w.vehicles[i];
    const Vehicle* o = other >= 0 && static_cast<std::size_t>(other) < w.vehicles.size()
                           ? &w.vehicles[static_cast<std::size_t>(other)]
                           : nullptr;
    const bool needsOther = m == ScriptMethod::Pursue || m == ScriptMethod::Evade || m == ScriptMethod::PursueOffset ||
                            m == ScriptMethod::InSight || m == ScriptMethod::TooClose;
    if (needsOther && !o) {
        engine_.throwError(QJSValue::TypeError, tr("%1() needs a vehicle").arg(QString::fromUtf8(scriptMethodName(m))));
        return {};
    }
    try {
        writeBack(i, scriptMethodName(outer.method).data());
        bool answer = false;
        switch (m) {
        case ScriptMethod::Seek: seek(v, {x, y}, ctx, parent); break;
        case ScriptMethod::Flee: flee(v, {x, y}, ctx, parent); break;
        case ScriptMethod::Arrive: arrive(v, {x, y}, ctx, parent); break;
        case ScriptMethod::Pursue: pursue(v, *o, ctx, parent); break;
        case ScriptMethod::Evade: evade(v, *o, ctx, parent); break;
        case ScriptMethod::Wander: wander(v, w.rng, ctx, parent); break;
        case ScriptMethod::Avoid: avoid(v, w.obstacles, ctx, parent); break;
        case ScriptMethod::FollowPath: followPath(v, w.path, ctx, parent); break;
        case ScriptMethod::Flock: {
            const BehaviourCall call{Behaviour::Flock, {}, {}, true};
            std::vector<int> candidates;
            flockCall(CallSite{w, i, call, ctx, candidates});
            break;
        }
        case ScriptMethod::PursueOffset: pursueOffset(v, *o, {x, y}, ctx, parent); break;
        case ScriptMethod::InSight: answer = inSight(v, *o, ctx.variants.inSight); break;
        case ScriptMethod::TooClose: answer = tooClose(v, *o); break;
        }
        ensureMirror(i);
        return QJSValue(answer);
    } catch (const ScriptFailure& failure) {
        if (!pending_)
            pending_ = failure.error;
        engine_.throwError(QString::fromStdString(failure.error.message));
        return {};
    }
}

void JsScriptRunner::record(int kind, int self, const QString& name, double x, double y, double r, int line)
{
    if (calls_.empty() || calls_.back().record < 0 || static_cast<std::size_t>(self) != calls_.back().call->self)
        return; // not recording, or shown on another vehicle than the call's own
    VehicleExplanation* ex = calls_.back().call->context->ex;
    ScriptCallRecord& rec = ex->scripted[static_cast<std::size_t>(calls_.back().record)];
    ScriptShown shown;
    shown.name = name.left(64).toStdString();
    shown.line = line;
    switch (kind) {
    case 0: // show(name, vector): an arrow from the vehicle where it is now
        shown.kind = ScriptShown::Kind::Vector;
        shown.origin = world_->vehicles[static_cast<std::size_t>(self)].position;
        shown.vec = {x, y};
        break;
    case 1:
        shown.kind = ScriptShown::Kind::Point;
        shown.origin = {x, y};
        break;
    case 2:
        shown.kind = ScriptShown::Kind::Circle;
        shown.origin = {x, y};
        shown.radius = r;
        break;
    default:
        shown.kind = ScriptShown::Kind::Number;
        shown.value = x;
        break;
    }
    // A script calling show() in a loop would fill memory: a call keeps its first 256 items.
    if (rec.shown.size() < 256)
        rec.shown.push_back(std::move(shown));
}

} // namespace codelab
