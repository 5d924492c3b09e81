#include "variants.h"

namespace steer {

const std::vector<VariantChoice>& variantChoices()
{
    static const std::vector<VariantChoice> choices = {
        {"wander", {"range", "printed"}},
        {"evade", {"ahead", "behind"}},
        {"lookahead", {"book", "cocos"}},
        {"alignment", {"intended", "printed", "cocos"}},
        {"insight", {"front", "all"}},
        {"order", {"in-turn", "simultaneous"}},
    };
    return choices;
}

namespace {
template <typename E>
bool pick(E& out, std::string_view name, std::initializer_list<std::pair<std::string_view, E>> table)
{
    for (const auto& [n, e] : table) {
        if (n == name) {
            out = e;
            return true;
        }
    }
    return false;
}
} // namespace

std::optional<std::string> setVariant(Variants& v, std::string_view behaviour, std::string_view name)
{
    bool known = false;
    bool ok = false;
    if (behaviour == "wander") {
        known = true;
        ok = pick(v.wander, name, {{"range", WanderStep::Range}, {"printed", WanderStep::Printed000}});
    } else if (behaviour == "evade") {
        known = true;
        ok = pick(v.evade, name, {{"ahead", EvadePrediction::Ahead}, {"behind", EvadePrediction::Behind002}});
    } else if (behaviour == "lookahead") {
        known = true;
        ok = pick(v.lookAhead, name, {{"book", LookAhead::Book}, {"cocos", LookAhead::Cocos}});
    } else if (behaviour == "alignment") {
        known = true;
        ok = pick(v.alignment, name,
                  {{"intended", Alignment::Intended}, {"printed", Alignment::Printed000}, {"cocos", Alignment::Cocos}});
    } else if (behaviour == "insight") {
        known = true;
        ok = pick(v.inSight, name, {{"front", InSight::Front}, {"all", InSight::All}});
    } else if (behaviour == "order") {
        known = true;
        ok = pick(v.order, name, {{"in-turn", FrameOrder::InTurn}, {"simultaneous", FrameOrder::Simultaneous}});
    }
    if (!known) {
        std::string all;
        for (const auto& c : variantChoices())
            all += (all.empty() ? "" : ", ") + std::string(c.behaviour);
        return "unknown variant behaviour '" + std::string(behaviour) + "' (valid: " + all + ")";
    }
    if (!ok) {
        std::string all;
        for (const auto& c : variantChoices())
            if (c.behaviour == behaviour)
                for (auto n : c.names)
                    all += (all.empty() ? "" : ", ") + std::string(n);
        return "unknown variant '" + std::string(name) + "' for " + std::string(behaviour) + " (valid: " + all + ")";
    }
    return std::nullopt;
}

std::string_view variantName(const Variants& v, std::string_view behaviour)
{
    const auto& c = variantChoices();
    auto idx = [&](int i, int k) { return c[i].names[k]; };
    if (behaviour == "wander") return idx(0, int(v.wander));
    if (behaviour == "evade") return idx(1, int(v.evade));
    if (behaviour == "lookahead") return idx(2, int(v.lookAhead));
    if (behaviour == "alignment") return idx(3, int(v.alignment));
    if (behaviour == "insight") return idx(4, int(v.inSight));
    if (behaviour == "order") return idx(5, int(v.order));
    return {};
}

} // namespace steer
