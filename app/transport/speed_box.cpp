#include "speed_box.h"

#include <QKeyEvent>
#include <QLineEdit>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <optional>

namespace {
// Speeds are compared to two decimals: 0.25 typed is the listed 0.25.
bool same(double a, double b) { return std::abs(a - b) < 0.005; }
} // namespace

SpeedBox::SpeedBox(QWidget* parent) : QDoubleSpinBox(parent)
{
    setDecimals(2); // 0.25 must survive (one decimal made it 0.3)
    setRange(kUsualSpeeds.front(), kUsualSpeeds.back());
    setSuffix(QStringLiteral("×"));
    setKeyboardTracking(false); // the speed changes on Enter or an arrow, not on every digit
    setCorrectionMode(QAbstractSpinBox::CorrectToPreviousValue);
}

std::optional<double> SpeedBox::parse(QString text) const
{
    text = text.trimmed();
    for (const QString& suffix : {QStringLiteral("×"), QStringLiteral("x"), QStringLiteral("X")})
        if (text.endsWith(suffix))
            text.chop(suffix.size());
    text = text.trimmed();
    if (text.isEmpty())
        return std::nullopt;
    // A point or a comma, whatever the interface language's own separator is.
    bool ok = false;
    double v = locale().toDouble(text, &ok);
    if (!ok) {
        QString c = text;
        c.replace(QLatin1Char(','), QLatin1Char('.'));
        v = QLocale::c().toDouble(c, &ok);
    }
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

QValidator::State SpeedBox::validate(QString& input, int& pos) const
{
    Q_UNUSED(pos);
    const std::optional<double> v = parse(input);
    if (v && *v >= minimum() - 1e-9 && *v <= maximum() + 1e-9)
        return QValidator::Acceptable;
    // Anything that may still become a number stays typable; Enter then says what is wrong.
    static const QString allowed = QStringLiteral("0123456789.,×xX ");
    for (const QChar ch : input)
        if (!allowed.contains(ch))
            return QValidator::Invalid;
    return QValidator::Intermediate;
}

double SpeedBox::valueFromText(const QString& text) const { return parse(text).value_or(value()); }

QString SpeedBox::textFromValue(double v) const
{
    // 0.25, 0.5, 1, 2: no trailing zeros, so the listed speeds read as they are spoken.
    QString s = locale().toString(v, 'f', 2);
    const QChar point = locale().decimalPoint().front();
    if (s.contains(point)) {
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(point))
            s.chop(1);
    }
    return s;
}

void SpeedBox::stepBy(int steps)
{
    double v = value();
    for (; steps > 0; --steps) {
        const auto next = std::find_if(kUsualSpeeds.begin(), kUsualSpeeds.end(),
                                       [v](double s) { return s > v && !same(s, v); });
        if (next == kUsualSpeeds.end())
            break;
        v = *next;
    }
    for (; steps < 0; ++steps) {
        const auto prev = std::find_if(kUsualSpeeds.rbegin(), kUsualSpeeds.rend(),
                                       [v](double s) { return s < v && !same(s, v); });
        if (prev == kUsualSpeeds.rend())
            break;
        v = *prev;
    }
    setValue(v);
    selectAll();
}

QAbstractSpinBox::StepEnabled SpeedBox::stepEnabled() const
{
    StepEnabled e = StepNone;
    if (value() > kUsualSpeeds.front() && !same(value(), kUsualSpeeds.front()))
        e |= StepDownEnabled;
    if (value() < kUsualSpeeds.back() && !same(value(), kUsualSpeeds.back()))
        e |= StepUpEnabled;
    return e;
}

bool SpeedBox::refuseTyped()
{
    const QString typed = lineEdit()->text();
    const std::optional<double> v = parse(typed);
    if (v && *v >= minimum() - 1e-9 && *v <= maximum() + 1e-9)
        return false;
    QString t = typed.trimmed();
    if (t.endsWith(suffix()))
        t = t.chopped(suffix().size()).trimmed();
    const QString now = textFromValue(value());
    emit refused(t.isEmpty() ? tr("Speed: type a number from 0.1 to 4; the speed stays %1×.").arg(now)
                             : tr("Speed: “%1” is not a speed from 0.1 to 4; the speed stays %2×.").arg(t, now));
    // Show the speed in force again, selected, so the next number typed replaces it.
    setValue(value());
    lineEdit()->setText(textFromValue(value()) + suffix());
    selectAll();
    return true;
}

void SpeedBox::keyPressEvent(QKeyEvent* e)
{
    if ((e->key() == Qt::Key_Return || e->key() == Qt::Key_Enter) && refuseTyped()) {
        e->accept();
        return;
    }
    QDoubleSpinBox::keyPressEvent(e);
}

void SpeedBox::focusOutEvent(QFocusEvent* e)
{
    refuseTyped();
    QDoubleSpinBox::focusOutEvent(e);
}
