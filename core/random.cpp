#include "random.h"

namespace steer {

namespace {
std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
}

void Random::reseed(std::uint64_t seed)
{
    std::uint64_t z = seed;
    for (auto& s : s_) {
        z += 0x9e3779b97f4a7c15ULL;
        std::uint64_t t = z;
        t = (t ^ (t >> 30)) * 0xbf58476d1ce4e5b9ULL;
        t = (t ^ (t >> 27)) * 0x94d049bb133111ebULL;
        s = t ^ (t >> 31);
    }
}

std::uint64_t Random::nextBits()
{
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
}

double Random::next() { return static_cast<double>(nextBits() >> 11) * 0x1.0p-53; }

} // namespace steer
