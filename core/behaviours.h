#pragma once
// The steering methods of SteeredVehicle.as (000/001/002), the Cocos port (003) and the
// Lennard-Jones avoidance (004), one per file in behaviours/, listed in one table
// (behaviours/behaviour_table.h). Each adds to v.steeringForce exactly as the seed code does
// (avoid and Lennard-Jones also change the velocity directly, as printed) and, when the context
// has an explanation, records what it computed. `parent` links a nested call (pursue -> seek) to
// its caller.
#include "behaviours/arrive/arrive.h"
#include "behaviours/avoid/avoid.h"
#include "behaviours/behaviour_table.h"
#include "behaviours/evade/evade.h"
#include "behaviours/flee/flee.h"
#include "behaviours/flock/flock.h"
#include "behaviours/follow_path/follow_path.h"
#include "behaviours/lennard_jones/lennard_jones.h"
#include "behaviours/offset_pursuit/offset_pursuit.h"
#include "behaviours/pursue/pursue.h"
#include "behaviours/seek/seek.h"
#include "behaviours/steer_context.h"
#include "behaviours/wander/wander.h"
