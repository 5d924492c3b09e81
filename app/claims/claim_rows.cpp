#include "claim_rows.h"

namespace claims {

const QStringList& rowIds()
{
    static const QStringList ids{QStringLiteral("pursue-claim"), QStringLiteral("pursuer-reach"), QStringLiteral("seeker-reach"),
                                 QStringLiteral("reach-order"),  QStringLiteral("reach-distance"), QStringLiteral("arrive-claim"),
                                 QStringLiteral("braking"),      QStringLiteral("arrive-now"),     QStringLiteral("clearance")};
    return ids;
}

bool isRowId(const QString& id) { return rowIds().contains(id); }

} // namespace claims
