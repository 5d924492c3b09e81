#pragma once
// How much of a large, data-driven test to run.
//
// The test command runs the whole suite twice: in release, and again in a Debug build under
// AddressSanitizer, UBSan and LeakSanitizer, where painting and text layout are 10-30 times slower.
// The sanitizers look for lifetime and memory bugs, which the first rows of a table already reach;
// the release pass keeps every row, so no assertion is lost, only repeated. Keeping every third row
// under the sanitizers holds the whole CI run under its 45-minute budget on 2 cores.

namespace steer_test {

#ifdef STEER_SANITIZED
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif

// Under the sanitizers, keep rows 0, 3, 6, ... of a table (0, stride, 2·stride ... for the tables
// whose rows each build a whole window); keep every row otherwise.
inline constexpr bool keepRow(int index, int stride = 3) { return !kSanitized || index % stride == 0; }

// Under the sanitizers, a third of a long run (at least `floor` frames); the whole run otherwise.
inline constexpr int frames(int n, int floor = 1)
{
    if (!kSanitized)
        return n;
    const int third = n / 3;
    return third > floor ? third : floor;
}

} // namespace steer_test
