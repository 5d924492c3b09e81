#include "neighbour_grid.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cmath>
#include <limits>

#if defined(__GNUC__) && defined(__x86_64__)
#include <immintrin.h>
#endif

#if defined(__GNUC__)
#define STEER_INLINE __attribute__((always_inline))
#else
#define STEER_INLINE
#endif

namespace steer {

namespace {
template <typename T>
void scan(std::span<const T> vehicles, Vector2D p, double radius, std::vector<int>& out)
{
    const double r2 = neighbourRadiusSquared(radius);
    const std::size_t n = vehicles.size();
    out.resize(n);
    std::size_t k = 0;
    for (std::size_t i = 0; i < n; ++i) {
        // Branch-free append: about half the tests pass, in no predictable pattern.
        out[k] = static_cast<int>(i);
        k += withinNeighbourRadius(p, vehicles[i].position, r2) ? 1 : 0;
    }
    out.resize(k);
}
} // namespace

void scanNeighbours(std::span<const Vehicle> vehicles, Vector2D p, double radius, std::vector<int>& out)
{
    scan(vehicles, p, radius, out);
}

void scanNeighbours(std::span<const Kinematics> vehicles, Vector2D p, double radius, std::vector<int>& out)
{
    scan(vehicles, p, radius, out);
}

namespace {
// Cells as wide as the query radius: 3x3 cells, three contiguous runs. Cells half as wide hug the
// circle closer (19 vehicles tested instead of 33 at the seeds' density), but the extra rows and
// cells cost more than the tests they save (bench_crowd: 10 000 boids 4.4 ms, not 5.1 ms a frame).
constexpr double kCellsPerRadius = 1.0;
// Up to this many neighbours are put in order by counting (k * k comparisons, no branch to
// mispredict); more go through the bitmap, whose cost grows with k and the crowd's size.
constexpr std::size_t kRankSortMax = 16;
} // namespace

void NeighbourGrid::build(std::span<const Kinematics> vehicles, double width, double height, double radius, double drift)
{
    drift_ = std::isfinite(drift) && drift > 0 ? drift : 0.0;
    const std::size_t n = vehicles.size();
    // Cells grow when they would far outnumber the vehicles (a huge, nearly empty stage), so memory
    // stays proportional to the crowd. Any cell size gives the same answers; only speed varies.
    const double w = std::isfinite(width) && width > 0 ? width : 1.0;
    const double h = std::isfinite(height) && height > 0 ? height : 1.0;
    double cell = std::isfinite(radius) && radius > 0 ? radius / kCellsPerRadius : std::max(w, h);
    const double maxCells = 4.0 * static_cast<double>(n) + 16.0;
    double cols = std::ceil(w / cell);
    double rows = std::ceil(h / cell);
    while (cols * rows > maxCells) {
        cell *= std::max(1.1, std::sqrt(cols * rows / maxCells));
        cols = std::ceil(w / cell);
        rows = std::ceil(h / cell);
    }
    cellSize_ = cell;
    columns_ = std::max(1, static_cast<int>(cols));
    rows_ = std::max(1, static_cast<int>(rows));
    const std::size_t cells = static_cast<std::size_t>(columns_) * static_cast<std::size_t>(rows_);

    // A counting sort by cell: vehicles of one cell end up next to each other, by index, and the
    // cells of one row next to each other, so a query reads a few contiguous runs.
    cellOf_.resize(n);
    starts_.assign(cells + 2, 0);
    for (std::size_t i = 0; i < n; ++i) {
        const int c = cellFor(vehicles[i].position);
        cellOf_[i] = c;
        if (c != elsewhere())
            ++starts_[static_cast<std::size_t>(c) + 2];
    }
    for (std::size_t c = 2; c < starts_.size(); ++c)
        starts_[c] += starts_[c - 1];
    packed_ = static_cast<std::size_t>(starts_.back());
    // Room for the vehicles that change cell in a frame (about one in ten in a crowd at the seeds'
    // speed), so that appending them does not double the entries' memory.
    entries_.reserve(n + n / 4 + 16);
    entries_.resize(packed_);
    for (auto* a : {&xs_, &ys_}) {
        a->reserve(entries_.capacity());
        a->resize(packed_);
    }
    ids_.reserve(entries_.capacity());
    ids_.resize(packed_);
    next_.clear();
    slotOf_.assign(n, -1);
    movedHead_.assign(cells + 1, -1);
    for (std::size_t i = 0; i < n; ++i) {
        const Vector2D p = vehicles[i].position;
        const Entry e{p, vehicles[i].velocity, static_cast<int>(i)};
        if (cellOf_[i] == elsewhere()) {
            link(elsewhere(), e, i);
            continue;
        }
        const int slot = starts_[static_cast<std::size_t>(cellOf_[i]) + 1]++;
        put(static_cast<std::size_t>(slot), e);
        slotOf_[i] = slot;
    }
    starts_.pop_back(); // now starts_[c] is where cell c begins, starts_[cells] the end
    built_ = true;
    velocitiesCurrent_ = true;
}

int NeighbourGrid::column(double x) const
{
    // Monotonic in x (a positive division rounds monotonically, the clamp keeps order), which is
    // all the query's covering argument needs; positions beyond the stage land in the border cells.
    const double t = x / cellSize_;
    if (!(t >= 0.0))
        return 0;
    if (!(t < static_cast<double>(columns_)))
        return columns_ - 1;
    return static_cast<int>(t);
}

int NeighbourGrid::row(double y) const
{
    const double t = y / cellSize_;
    if (!(t >= 0.0))
        return 0;
    if (!(t < static_cast<double>(rows_)))
        return rows_ - 1;
    return static_cast<int>(t);
}

double NeighbourGrid::gap(double v, int cell, int last) const
{
    const double lo = cell == 0 ? -HUGE_VAL : cell * cellSize_;
    const double hi = cell == last ? HUGE_VAL : (cell + 1) * cellSize_;
    return v < lo ? lo - v : v > hi ? v - hi : 0.0;
}

bool NeighbourGrid::withinDrift(int cell, Vector2D p) const
{
    if (cell == elsewhere() || !p.isFinite())
        return false;
    return gap(p.x, cell % columns_, columns_ - 1) <= drift_ && gap(p.y, cell / columns_, rows_ - 1) <= drift_;
}

int NeighbourGrid::cellFor(Vector2D p) const
{
    if (!p.isFinite())
        return elsewhere();
    return row(p.y) * columns_ + column(p.x);
}

void NeighbourGrid::link(int cell, const Entry& e, std::size_t vehicle)
{
    const auto slot = static_cast<int>(entries_.size());
    entries_.push_back(e);
    xs_.push_back(e.position.x);
    ys_.push_back(e.position.y);
    ids_.push_back(e.index);
    next_.push_back(movedHead_[static_cast<std::size_t>(cell)]);
    movedHead_[static_cast<std::size_t>(cell)] = slot;
    slotOf_[vehicle] = slot;
}

void NeighbourGrid::put(std::size_t slot, const Entry& e)
{
    entries_[slot] = e;
    xs_[slot] = e.position.x;
    ys_[slot] = e.position.y;
    ids_[slot] = e.index;
}

void NeighbourGrid::kill(std::size_t slot)
{
    entries_[slot].position.x = std::numeric_limits<double>::quiet_NaN();
    entries_[slot].position.y = entries_[slot].position.x;
    xs_[slot] = ys_[slot] = entries_[slot].position.x;
}

void NeighbourGrid::moved(std::size_t i, Vector2D p)
{
    moved(i, Kinematics{p, entries_[static_cast<std::size_t>(slotOf_[i])].velocity});
    velocitiesCurrent_ = false; // the velocity kept is no longer known to be current
}

void NeighbourGrid::moved(std::size_t i, const Kinematics& k)
{
    const int to = cellFor(k.position);
    const auto now = static_cast<std::size_t>(slotOf_[i]);
    const Entry e{k.position, k.velocity, static_cast<int>(i)};
    // Most moves: still in the same cell, or out of it by less than the drift the queries allow for.
    if (to == cellOf_[i] || withinDrift(cellOf_[i], k.position)) {
        put(now, e);
        return;
    }
    kill(now);
    cellOf_[i] = to;
    link(to, e, i); // may reallocate entries_ (`now` is not used after this)
}

namespace {
// The query's test on eight entries at a time, for processors with AVX-512 (checked at run time;
// the plain loop below is the reference and the fallback). Each lane computes exactly what the
// plain test computes: the same subtractions, products and sum in the same order, and the core is
// compiled with -ffp-contract=off so no product is fused into an add. NaN (dead) entries fail both
// comparisons, as they do there.
struct RunTest {
    double px, py, r2, ox, oy, hx, hy;
    int exclude;
    bool frontOnly;
};

#if defined(__GNUC__) && defined(__x86_64__)
#define STEER_HAVE_AVX512_QUERY 1
bool avx512Usable()
{
    static const bool usable = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl");
    return usable;
}

// Tests slots [from, to) and appends the passing ones' indices at out[k...]; returns the new k.
// out has room for to - from + 8 more (each group stores eight lanes).
__attribute__((target("avx512f,avx512vl"))) std::size_t runAvx512(const double* xs, const double* ys, const int* ids,
                                                                    std::size_t from, std::size_t to, const RunTest& t,
                                                                    int* outIndex, std::size_t k)
{
    const __m512d px = _mm512_set1_pd(t.px), py = _mm512_set1_pd(t.py), r2 = _mm512_set1_pd(t.r2);
    const __m512d ox = _mm512_set1_pd(t.ox), oy = _mm512_set1_pd(t.oy);
    const __m512d hx = _mm512_set1_pd(t.hx), hy = _mm512_set1_pd(t.hy), zero = _mm512_setzero_pd();
    const __m256i exclude = _mm256_set1_epi32(t.exclude);
    // Eight lanes at a time; the last, partial group masks its missing lanes off (masked loads
    // do not touch them).
    for (std::size_t i = from; i < to; i += 8) {
        const auto live = static_cast<__mmask8>(to - i >= 8 ? 0xff : (1u << (to - i)) - 1);
        const __m512d qx = _mm512_maskz_loadu_pd(live, xs + i), qy = _mm512_maskz_loadu_pd(live, ys + i);
        const __m512d dx = _mm512_sub_pd(qx, px), dy = _mm512_sub_pd(qy, py);
        const __m512d d2 = _mm512_add_pd(_mm512_mul_pd(dx, dx), _mm512_mul_pd(dy, dy));
        __mmask8 pass = _mm512_mask_cmp_pd_mask(live, d2, r2, _CMP_LE_OQ);
        if (t.frontOnly) {
            const __m512d bx = _mm512_sub_pd(qx, ox), by = _mm512_sub_pd(qy, oy);
            const __m512d dot = _mm512_add_pd(_mm512_mul_pd(bx, hx), _mm512_mul_pd(by, hy));
            pass &= static_cast<__mmask8>(~_mm512_cmp_pd_mask(dot, zero, _CMP_LT_OQ));
        }
        const __m256i id = _mm256_maskz_loadu_epi32(live, ids + i);
        pass &= _mm256_cmpneq_epi32_mask(id, exclude);
        // Compressed in a register and stored whole (a compressing store to memory is slow on
        // some processors); the lanes past the passing ones are overwritten by the next group.
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(outIndex + k), _mm256_maskz_compress_epi32(pass, id));
        k += static_cast<std::size_t>(__builtin_popcount(pass));
    }
    return k;
}

// A handful of distinct keys in order (at most 16): each one's place is the number of smaller
// ones, counted sixteen at a time.
__attribute__((target("avx512f"))) void byCountingAvx512(const int* key, const int* value, std::size_t k, int* out)
{
    const auto present = static_cast<__mmask16>((1u << k) - 1);
    const __m512i keys = _mm512_mask_loadu_epi32(_mm512_set1_epi32(std::numeric_limits<int>::max()), present, key);
    for (std::size_t a = 0; a < k; ++a) {
        const __mmask16 smaller = _mm512_cmplt_epi32_mask(keys, _mm512_set1_epi32(key[a]));
        out[__builtin_popcount(smaller)] = value[a];
    }
}
#else
bool avx512Usable() { return false; }
#endif

// What a query found (vehicle indices), before it is put in order: a per-thread buffer that only
// grows (resizing the caller's vector for each run of cells cost more than the tests themselves).
thread_local std::vector<int> found;
} // namespace

std::size_t NeighbourGrid::collect(Vector2D p, double radius, const NeighbourFilter& filter) const
{
    const double r2 = neighbourRadiusSquared(radius);
    std::size_t k = 0;
    auto room = [&](std::size_t more) {
        if (found.size() < k + more)
            found.resize(2 * (k + more));
    };
    // Every test evaluated, combined with & rather than && (no branch per entry to mispredict).
    // (Inlined: called out of line they cost a tenth of a crowd's frame.)
    const Vector2D origin = filter.origin, heading = filter.heading; // locals: the stores below cannot alias them
    const int exclude = filter.exclude;
    const bool frontOnly = filter.frontOnly;
    auto pass = [&](const Entry& e) STEER_INLINE {
        const Vector2D q = e.position;
        const bool behind = q.subtract(origin).dotProd(heading) < 0;
        return withinNeighbourRadius(p, q, r2) & (e.index != exclude) & !(frontOnly & behind);
    };
    const bool wide = avx512Usable();
    // The scan's branch-free append over one contiguous run of entries.
    auto run = [&](const Entry* e, const Entry* end) STEER_INLINE {
        room(static_cast<std::size_t>(end - e) + 8);
#ifdef STEER_HAVE_AVX512_QUERY
        if (wide) {
            const RunTest t{p.x, p.y, r2, origin.x, origin.y, heading.x, heading.y, exclude, frontOnly};
            const auto from = static_cast<std::size_t>(e - entries_.data());
            const auto to = static_cast<std::size_t>(end - entries_.data());
            k = runAvx512(xs_.data(), ys_.data(), ids_.data(), from, to, t, found.data(), k);
            return;
        }
#endif
        int* o = found.data();
        for (; e != end; ++e) {
            o[k] = e->index;
            k += pass(*e) ? 1 : 0;
        }
    };
    auto chain = [&](int slot) STEER_INLINE {
        for (; slot >= 0; slot = next_[static_cast<std::size_t>(slot) - packed_]) {
            const Entry& e = entries_[static_cast<std::size_t>(slot)];
            if (pass(e)) {
                room(1);
                found[k++] = e.index;
            }
        }
    };
    if (!p.isFinite() || !std::isfinite(r2)) {
        // Infinite reaches (an infinite radius, or a vehicle flung to infinity): no cell range
        // bounds them, so everything is tested, as the scan would (dead entries never pass).
        run(entries_.data(), entries_.data() + entries_.size());
    } else {
        chain(movedHead_[static_cast<std::size_t>(elsewhere())]); // usually none
        // Every q the test accepts has |q.x - p.x| <= sqrt(r2) up to a few roundings; the relative
        // and absolute slack below covers them. q's entry is in a cell it lies at most drift_
        // outside of (moved()), and column()/row() are monotonic, so the cell range
        // [column(p.x - reach - drift), column(p.x + reach + drift)] holds every accepted q. The
        // test then decides.
        const double reach = std::sqrt(r2) * (1.0 + 1e-12) + 1e-9 * (1.0 + std::abs(p.x) + std::abs(p.y));
        const double drift = drift_ * (1.0 + 1e-9) + (drift_ > 0 ? 1e-9 * (1.0 + std::abs(p.x) + std::abs(p.y)) : 0.0);
        const int c0 = column(p.x - reach - drift), c1 = column(p.x + reach + drift);
        const int r0 = row(p.y - reach - drift), r1 = row(p.y + reach + drift);
        // Within that block, cells whose nearest point is clearly beyond reach are left out (the
        // block's corners). A cell's nominal sides are c*cellSize and (c+1)*cellSize; border cells
        // also hold everything beyond the stage, so they are open outwards. On each axis p's gap
        // to the cell is at most |p - q| plus q's own gap (at most the drift), so the gap less the
        // drift bounds |p - q| there. The slack covers the rounding of x / cellSize. What is left
        // of a row is one contiguous run of entries.
        const double slack = reach * 1e-9 + cellSize_ * 1e-9 + 1e-9 * (std::abs(p.x) + std::abs(p.y));
        const double reachSQ = (reach + slack) * (reach + slack);
        auto near = [&](double v, int cell, int last) { return std::max(0.0, gap(v, cell, last) - drift); };
        for (int r = r0; r <= r1; ++r) {
            const double gy = near(p.y, r, rows_ - 1);
            const double gy2 = gy * gy;
            if (gy2 > reachSQ)
                continue;
            int a = c0, b = c1;
            while (a < b && near(p.x, a, columns_ - 1) * near(p.x, a, columns_ - 1) + gy2 > reachSQ)
                ++a;
            while (b > a && near(p.x, b, columns_ - 1) * near(p.x, b, columns_ - 1) + gy2 > reachSQ)
                --b;
            const std::size_t base = static_cast<std::size_t>(r) * static_cast<std::size_t>(columns_);
            run(entries_.data() + starts_[base + static_cast<std::size_t>(a)],
                entries_.data() + starts_[base + static_cast<std::size_t>(b) + 1]);
            if (entries_.size() > packed_)
                for (int c = a; c <= b; ++c)
                    chain(movedHead_[base + static_cast<std::size_t>(c)]);
        }
    }
    return k;
}

void NeighbourGrid::prefetch(Vector2D p) const
{
    if (!p.isFinite())
        return;
    const int c = column(p.x), r = row(p.y);
    const int c0 = std::max(0, c - 1), c1 = std::min(columns_ - 1, c + 1);
    for (int y = std::max(0, r - 1); y <= std::min(rows_ - 1, r + 1); ++y) {
        const std::size_t base = static_cast<std::size_t>(y) * static_cast<std::size_t>(columns_);
        const auto from = static_cast<std::size_t>(starts_[base + static_cast<std::size_t>(c0)]);
        const auto to = static_cast<std::size_t>(starts_[base + static_cast<std::size_t>(c1) + 1]);
#if defined(__GNUC__)
        for (std::size_t s = from; s < to; s += 8) {
            __builtin_prefetch(xs_.data() + s);
            __builtin_prefetch(ys_.data() + s);
        }
        for (std::size_t s = from; s < to; s += 16)
            __builtin_prefetch(ids_.data() + s);
        for (std::size_t s = from; s < to; ++s)
            __builtin_prefetch(entries_.data() + s);
#endif
    }
}

void NeighbourGrid::query(Vector2D p, double radius, std::vector<int>& out, const NeighbourFilter& filter) const
{
    const std::size_t k = collect(p, radius, filter);
    out.resize(k);
    ascending(std::span<const int>(found.data(), k), out.data());
}

namespace {
// A handful of distinct keys in order: each one's place is the number of smaller ones, counted
// without a branch; value[a] goes where key[a] belongs.
void byCounting(const int* key, const int* value, std::size_t k, int* out)
{
#ifdef STEER_HAVE_AVX512_QUERY
    if (avx512Usable()) {
        byCountingAvx512(key, value, k, out);
        return;
    }
#endif
    for (std::size_t a = 0; a < k; ++a) {
        std::size_t rank = 0;
        for (std::size_t b = 0; b < k; ++b)
            rank += static_cast<std::size_t>(key[b] < key[a]);
        out[rank] = value[a];
    }
}
} // namespace

void NeighbourGrid::querySlots(Vector2D p, double radius, std::vector<int>& out, const NeighbourFilter& filter) const
{
    // Put in order as vehicle indices (the bitmap, no comparisons), then each vehicle's slot is its
    // one live entry: dead entries fail every test, so whatever passed is where slotOf_ points.
    // (Sorting index-and-slot pairs instead took a third of a clustered crowd's frame.)
    const std::size_t k = collect(p, radius, filter);
    out.resize(k);
    ascending(std::span<const int>(found.data(), k), out.data());
    for (int& i : out)
        i = slotOf_[static_cast<std::size_t>(i)];
}

void NeighbourGrid::ascending(std::span<const int> in, int* out) const
{
    const std::size_t k = in.size();
    if (k < 2) {
        std::copy(in.begin(), in.end(), out);
        return;
    }
    if (k <= kRankSortMax) {
        byCounting(in.data(), in.data(), k, out);
        return;
    }
    // The scan's order, ascending index, without comparing: every index found sets its bit in a
    // bitmap of all vehicles (and its word's bit in a summary), then the set bits are read back in
    // order and cleared. A few instructions per neighbour, where a sort of a few dozen scattered
    // indices mispredicts a branch for nearly each. One bitmap per thread (queries run in parallel).
    thread_local std::vector<std::uint64_t> bits, summary;
    const std::size_t words = (cellOf_.size() + 63) / 64;
    if (bits.size() < words) {
        bits.assign(words, 0);
        summary.assign((words + 63) / 64, 0);
    }
    std::size_t lo = summary.size(), hi = 0;
    for (std::size_t j = 0; j < k; ++j) {
        const auto i = static_cast<std::size_t>(in[j]);
        bits[i >> 6] |= std::uint64_t{1} << (i & 63);
        summary[i >> 12] |= std::uint64_t{1} << ((i >> 6) & 63);
        lo = std::min(lo, i >> 12);
        hi = std::max(hi, i >> 12);
    }
    int* o = out;
    for (std::size_t s = lo; s <= hi; ++s) {
        for (std::uint64_t sw = summary[s]; sw != 0; sw &= sw - 1) {
            const std::size_t w = s * 64 + static_cast<std::size_t>(std::countr_zero(sw));
            for (std::uint64_t b = bits[w]; b != 0; b &= b - 1)
                *o++ = static_cast<int>(w * 64 + static_cast<std::size_t>(std::countr_zero(b)));
            bits[w] = 0;
        }
        summary[s] = 0;
    }
}

std::size_t NeighbourGrid::bytesUsed() const
{
    return entries_.capacity() * sizeof(Entry) + (xs_.capacity() + ys_.capacity()) * sizeof(double) +
           ids_.capacity() * sizeof(int) +
           (starts_.capacity() + next_.capacity() + movedHead_.capacity() + cellOf_.capacity() + slotOf_.capacity()) *
               sizeof(int);
}

} // namespace steer
