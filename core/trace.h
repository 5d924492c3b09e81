#pragma once
// JSON Lines trace of a world: one line per frame (see README, "Headless trace").
#include "world.h"

#include <string>

namespace steer {

std::string traceLine(const World& w);
// Shortest text that reads back as the same double (so traces compare bit for bit).
std::string formatNumber(double v);

} // namespace steer
