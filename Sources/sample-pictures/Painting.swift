import PictureDecoding

/// A picture being painted: colours from 0 to 1 per channel, layer over layer, each layer a shape whose
/// inside is filled (painter's order: what is painted last is in front).
struct Painting {
    let width: Int
    let height: Int
    private(set) var pixels: [SIMD3<Float>]

    /// A painting of `width` by `height` pixels in `color`.
    init(width: Int, height: Int, color: SIMD3<Float>) {
        self.width = width
        self.height = height
        pixels = Array(repeating: color, count: width * height)
    }

    /// Fills every pixel with what `color` gives for its position (0 to 1 across and down), over what is there
    /// as much as the alpha it gives (nil: left alone).
    mutating func paint(_ color: (_ x: Float, _ y: Float) -> (SIMD3<Float>, Float)?) {
        for row in 0..<height {
            let y = (Float(row) + 0.5) / Float(height)
            for column in 0..<width {
                let x = (Float(column) + 0.5) / Float(width)
                guard let (paint, alpha) = color(x, y), alpha > 0 else { continue }
                let index = row * width + column
                pixels[index] += (paint - pixels[index]) * min(alpha, 1)
            }
        }
    }

    /// A vertical blend from `top` to `bottom` between the heights `from` and `to`.
    mutating func sky(_ top: SIMD3<Float>, _ bottom: SIMD3<Float>, from: Float = 0, to: Float = 1) {
        paint { _, y in
            guard y >= from, y <= to else { return nil }
            return (mix(top, bottom, (y - from) / (to - from)), 1)
        }
    }

    /// Fills below the line `ridge(x)` (a height from 0 at the top) in `color`, blended towards `foot` at `bottom`.
    mutating func land(_ ridge: (Float) -> Float, _ color: SIMD3<Float>, foot: SIMD3<Float>? = nil, bottom: Float = 1) {
        paint { x, y in
            let top = ridge(x)
            guard y >= top else { return nil }
            let depth = min(1, (y - top) / max(0.01, bottom - top))
            return (mix(color, foot ?? color, depth), 1)
        }
    }

    /// A disc around (`x`, `y`) of `radius` (in heights) with a glow of `glow` around it.
    mutating func disc(x cx: Float, y cy: Float, radius: Float, _ color: SIMD3<Float>, glow: Float = 0) {
        let aspect = Float(width) / Float(height)
        paint { x, y in
            let distance = (((x - cx) * aspect) * ((x - cx) * aspect) + (y - cy) * (y - cy)).squareRoot()
            if distance <= radius { return (color, 1) }
            guard glow > 0 else { return nil }
            return (color, max(0, 1 - (distance - radius) / glow) * 0.35)
        }
    }

    /// A rectangle between the given edges (fractions of the width and height).
    mutating func rectangle(left: Float, top: Float, right: Float, bottom: Float, _ color: SIMD3<Float>) {
        paint { x, y in x >= left && x <= right && y >= top && y <= bottom ? (color, 1) : nil }
    }

    /// A triangle of the three points (fractions of the width and height).
    mutating func triangle(_ a: SIMD2<Float>, _ b: SIMD2<Float>, _ c: SIMD2<Float>, _ color: SIMD3<Float>) {
        func side(_ p: SIMD2<Float>, _ q: SIMD2<Float>, _ r: SIMD2<Float>) -> Float {
            (p.x - r.x) * (q.y - r.y) - (q.x - r.x) * (p.y - r.y)
        }
        let (minX, maxX) = (min(a.x, b.x, c.x), max(a.x, b.x, c.x))
        let (minY, maxY) = (min(a.y, b.y, c.y), max(a.y, b.y, c.y))
        paint { x, y in
            guard x >= minX, x <= maxX, y >= minY, y <= maxY else { return nil }
            let point = SIMD2(x, y)
            let (d1, d2, d3) = (side(point, a, b), side(point, b, c), side(point, c, a))
            let hasNegative = d1 < 0 || d2 < 0 || d3 < 0, hasPositive = d1 > 0 || d2 > 0 || d3 > 0
            return hasNegative && hasPositive ? nil : (color, 1)
        }
    }

    /// Below `horizon`, what is above it mirrored, darkened towards `tint` and rippled.
    mutating func water(horizon: Float, tint: SIMD3<Float>, seed: UInt64) {
        let source = pixels
        let horizonRow = Int(horizon * Float(height))
        for row in horizonRow..<height {
            let mirrored = max(0, 2 * horizonRow - row - 1)
            let depth = Float(row - horizonRow) / Float(max(1, height - horizonRow))
            for column in 0..<width {
                let ripple = Int(3 * Noise.value(Float(column) / 9 + Float(row) * 0.7, seed: seed)) - 1
                let from = mirrored * width + min(width - 1, max(0, column + ripple))
                pixels[row * width + column] = mix(source[from] * 0.85, tint, 0.35 + 0.4 * depth)
            }
        }
    }

    /// The painting as 8-bit sRGB, scaled down by `factor` in linear light (smooth edges).
    func image(downscaledBy factor: Int) -> RGBImage {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pixels.count * 3)
        for pixel in pixels {
            for channel in 0..<3 { bytes.append(UInt8(max(0, min(255, (pixel[channel] * 255).rounded())))) }
        }
        return RGBImage(width: width, height: height, pixels: bytes)
            .resampled(filling: width / factor, by: height / factor)
    }
}

/// `a` blended towards `b` by `t` (0 to 1).
func mix(_ a: SIMD3<Float>, _ b: SIMD3<Float>, _ t: Float) -> SIMD3<Float> {
    a + (b - a) * max(0, min(1, t))
}

/// A colour from 0-255 channels.
func rgb(_ red: Float, _ green: Float, _ blue: Float) -> SIMD3<Float> {
    SIMD3(red, green, blue) / 255
}

/// Smooth value noise from a seed: the same everywhere, made of integer hashing only.
enum Noise {
    /// A hash of a lattice point and a seed, from 0 to 1.
    static func lattice(_ point: Int, seed: UInt64) -> Float {
        var mixed = UInt64(bitPattern: Int64(point)) &* 0x9E37_79B9_7F4A_7C15 ^ seed
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        mixed ^= mixed >> 31
        return Float(mixed >> 40) / Float(1 << 24)
    }

    /// Noise at `x` (one lattice step per unit), from 0 to 1, smoothly interpolated.
    static func value(_ x: Float, seed: UInt64) -> Float {
        let base = x.rounded(.down)
        let t = x - base
        let smooth = t * t * (3 - 2 * t)
        let a = lattice(Int(base), seed: seed), b = lattice(Int(base) + 1, seed: seed)
        return a + (b - a) * smooth
    }

    /// `octaves` of noise, each twice as fine and half as strong, from 0 to about 1.
    static func fractal(_ x: Float, seed: UInt64, octaves: Int = 5) -> Float {
        var (sum, amplitude, frequency, total): (Float, Float, Float, Float) = (0, 1, 1, 0)
        for octave in 0..<octaves {
            sum += value(x * frequency, seed: seed &+ UInt64(octave)) * amplitude
            total += amplitude
            amplitude /= 2
            frequency *= 2
        }
        return sum / total
    }
}
