#pragma once
#include <cstdint>

namespace steer {

// The world's only source of randomness, standing in for AS3's Math.random().
// xoshiro256** seeded through splitmix64: fully specified here, so a seed gives the same
// numbers on every compiler and standard library (std:: distributions do not promise that).
class Random {
public:
    explicit Random(std::uint64_t seed = 1) { reseed(seed); }
    void reseed(std::uint64_t seed);
    // Uniform in [0, 1), 53 random bits, like Math.random().
    double next();
    std::uint64_t nextBits();
    bool operator==(const Random&) const = default;

private:
    std::uint64_t s_[4] = {};
};

} // namespace steer
