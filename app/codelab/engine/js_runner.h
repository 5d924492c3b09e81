#pragma once
// The code lab's ScriptRunner (core/script_hook.h) on Qt's JavaScript engine. One per thread
// (an engine belongs to the thread that made it; worlds step on several: the window, exports,
// compare panes, tests): installJavaScriptRunner() installs a provider that makes each thread its own.
#include "script_hook.h"
#include "watchdog.h"

#include <QJSEngine>
#include <QJSValue>
#include <QObject>

#include <optional>
#include <vector>

namespace codelab {

// Installs the per-thread runner into the core (call once at program start; idempotent).
void installJavaScriptRunner();

class JsScriptRunner : public QObject, public steer::ScriptRunner {
    Q_OBJECT
public:
    JsScriptRunner();
    ~JsScriptRunner() override;

    void beginFrame(steer::World& w, const steer::UserScript& s) override;
    void endFrame() noexcept override;
    bool defines(steer::ScriptMethod m) const override { return (mask_ >> static_cast<int>(m)) & 1U; }
    void touched(std::size_t i) override;
    bool call(const steer::ScriptCall& c) override;

    // Called by the prelude (prelude.js), never by a script directly: the script cannot reach this object.
    Q_INVOKABLE double random();
    Q_INVOKABLE QJSValue builtin(int method, int self, int other, double x, double y);
    Q_INVOKABLE void record(int kind, int self, const QString& name, double x, double y, double r, int line);

private:
    struct Mirrored { // what the vehicle's script object last held
        steer::Vector2D position, velocity, force;
        double wanderAngle = 0.0;
        int pathIndex = 0;
        bool valid = false;
    };
    void setUpEngine();
    void compile(const steer::UserScript& s);
    QJSValue guarded(QJSValue& function, const QJSValueList& args, const char* method);
    [[noreturn]] void fail(const char* method);
    void ensureMirror(std::size_t i);
    void writeBack(std::size_t i, const char* method);

    QJSEngine engine_;
    WatchSlot watch_;
    QJSValue api_, invoke_, push_, pack_, setMethods_, takeFailure_, failed_;
    QString compiledSource_, compiledFile_;
    QJSValue factory_;
    std::optional<steer::ScriptError> compileError_;
    steer::World* world_ = nullptr;
    unsigned mask_ = 0;
    std::vector<Mirrored> mirrored_;
    std::vector<std::size_t> dirty_;
    struct Running {
        const steer::ScriptCall* call;
        int record; // its index in the vehicle's explanation's `scripted`, -1 when not recording
    };
    std::vector<Running> calls_; // the scripted calls in progress, innermost last
    std::optional<steer::ScriptError> pending_;   // a failure met below a built-in the script called
    std::int64_t baselineBytes_ = 0;
    int depth_ = 0;
};

} // namespace codelab
