#pragma once
// Running the real `steeringlab` binary as a script would: no display of any kind (the program
// goes offscreen by itself where it draws), a clean home so that no saved language, palette or
// text size applies, the C locale, and a private runtime directory so that Qt's start-up prints
// nothing on standard error, which must hold only the program's own line.
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

struct ProgramRun {
    int exitCode = -1; // -1: crashed or did not finish in time
    QString out;
    QString err;
};

class ProgramRunner {
public:
    bool isValid() const { return home_.isValid() && runtime_.isValid(); }

    // `workingDir`: where relative file names in `args` are written (empty: the test's own).
    ProgramRun run(const QStringList& args, int timeoutMs = 120000, const QString& workingDir = {}) const
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove("DISPLAY");
        env.remove("WAYLAND_DISPLAY");
        env.remove("QT_QPA_PLATFORM");
        env.insert("HOME", home_.path());
        env.insert("XDG_CONFIG_HOME", home_.path());
        env.insert("XDG_RUNTIME_DIR", runtime_.path()); // QTemporaryDir makes it 0700, as Qt wants
        env.insert("LANG", "C");
        env.insert("LC_ALL", "C");
        env.remove("LANGUAGE");
        p.setProcessEnvironment(env);
        if (!workingDir.isEmpty())
            p.setWorkingDirectory(workingDir);
        p.start(QStringLiteral(STEERINGLAB_BINARY), args);
        ProgramRun r;
        if (!p.waitForFinished(timeoutMs)) {
            p.kill();
            p.waitForFinished();
            return r;
        }
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

private:
    QTemporaryDir home_;
    QTemporaryDir runtime_;
};
