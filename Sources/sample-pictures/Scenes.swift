/// The sample trips' pictures, one function a place, each painted from shapes and noise (no photograph).
enum Scenes {
    /// Each picture's painter by the name of its file.
    static let all: [String: @Sendable (inout Painting) -> Void] = [
        "alpine-lake": alpineLake, "autumn-forest": autumnForest, "city-skyline": citySkyline,
        "cliff-village": cliffVillage, "desert-dunes": desertDunes, "kyoto-pagoda": kyotoPagoda,
        "northern-lights": northernLights, "santorini": santorini, "snowy-peaks": snowyPeaks,
        "snowy-town": snowyTown, "tropical-beach": tropicalBeach, "tulip-fields": tulipFields,
    ]

    /// A mountain line: `base` height, `height` of its peaks, `roughness` of its noise.
    static func ridge(base: Float, height: Float, seed: UInt64, scale: Float = 4) -> (Float) -> Float {
        { x in base - height * Noise.fractal(x * scale, seed: seed) }
    }

    static func alpineLake(_ p: inout Painting) {
        p.sky(rgb(70, 130, 210), rgb(190, 220, 245), to: 0.55)
        let peaks = ridge(base: 0.62, height: 0.45, seed: 11)
        p.paint { x, y in
            let top = peaks(x)
            guard y >= top, y <= 0.55 else { return nil }
            let snow = y < top + 0.03 + 0.05 * Noise.value(x * 30, seed: 3) && top < 0.4
            return (snow ? rgb(240, 244, 250) : mix(rgb(110, 115, 130), rgb(70, 80, 90), (y - top) * 4), 1)
        }
        p.land(ridge(base: 0.56, height: 0.08, seed: 5, scale: 6), rgb(60, 120, 60), foot: rgb(30, 80, 40), bottom: 0.6)
        p.water(horizon: 0.58, tint: rgb(30, 80, 120), seed: 7)
        p.land({ x in 0.92 - 0.05 * Noise.fractal(x * 8, seed: 9) }, rgb(70, 110, 50), foot: rgb(40, 70, 30))
    }

    static func autumnForest(_ p: inout Painting) {
        p.sky(rgb(250, 200, 140), rgb(250, 235, 200), to: 0.6)
        p.land(ridge(base: 0.5, height: 0.12, seed: 21, scale: 3), rgb(170, 120, 90))
        let colors = [rgb(200, 70, 30), rgb(230, 140, 30), rgb(240, 190, 50), rgb(170, 50, 30), rgb(120, 90, 40)]
        for band in 0..<3 {
            for index in 0..<26 {
                let seed = UInt64(band * 100 + index)
                let x = (Float(index) + Noise.lattice(index, seed: seed)) / 24 - 0.05
                let y = 0.5 + Float(band) * 0.16 + 0.05 * Noise.lattice(index, seed: seed + 7)
                let size = 0.07 + 0.03 * Float(band) + 0.03 * Noise.lattice(index, seed: seed + 9)
                let shade = Float(2 - band) * 0.12
                p.rectangle(left: x - 0.004, top: y, right: x + 0.004, bottom: y + size * 1.6, rgb(70, 45, 30))
                p.disc(x: x, y: y, radius: size, mix(colors[(index + band) % colors.count], rgb(90, 60, 40), shade))
            }
        }
        p.land({ _ in 0.94 }, rgb(150, 80, 30), foot: rgb(110, 60, 25))
    }

    static func citySkyline(_ p: inout Painting) {
        p.sky(rgb(60, 40, 110), rgb(250, 150, 90), to: 0.7)
        p.disc(x: 0.72, y: 0.6, radius: 0.08, rgb(255, 210, 140), glow: 0.15)
        for index in 0..<22 {
            let left = Float(index) / 22 + 0.01 * Noise.lattice(index, seed: 2)
            let width = 0.035 + 0.03 * Noise.lattice(index, seed: 3)
            let top = 0.25 + 0.4 * Noise.lattice(index, seed: 4)
            let body = mix(rgb(30, 30, 55), rgb(60, 55, 90), Noise.lattice(index, seed: 5))
            p.paint { x, y in
                guard x >= left, x <= left + width, y >= top, y <= 0.72 else { return nil }
                let column = Int((x - left) * 160), row = Int((y - top) * 90)
                let lit = column % 2 == 1 && row % 2 == 1 && Noise.lattice(column * 31 + row * 7 + index * 1000, seed: 6) > 0.55
                return (lit ? rgb(255, 220, 130) : body, 1)
            }
        }
        p.water(horizon: 0.72, tint: rgb(40, 30, 80), seed: 8)
    }

    static func cliffVillage(_ p: inout Painting) {
        p.sky(rgb(90, 160, 230), rgb(200, 230, 250), to: 0.5)
        p.land({ _ in 0.5 }, rgb(40, 120, 180), foot: rgb(20, 70, 130))
        p.land({ x in x < 0.35 ? 1.1 : 0.28 + 0.1 * Noise.fractal(x * 5, seed: 31) + max(0, 0.45 - x) },
               rgb(190, 140, 90), foot: rgb(120, 80, 50))
        let houses = [rgb(245, 240, 230), rgb(240, 200, 120), rgb(230, 140, 110), rgb(245, 245, 245)]
        for index in 0..<30 {
            let x = 0.45 + 0.52 * Noise.lattice(index, seed: 32)
            let top = 0.3 + 0.1 * Noise.fractal(x * 5, seed: 31) + 0.25 * Noise.lattice(index, seed: 33)
            p.rectangle(left: x, top: top, right: x + 0.035, bottom: top + 0.05, houses[index % houses.count])
            p.rectangle(left: x + 0.012, top: top + 0.02, right: x + 0.02, bottom: top + 0.04, rgb(70, 60, 60))
        }
    }

    static func desertDunes(_ p: inout Painting) {
        p.sky(rgb(240, 150, 80), rgb(250, 220, 160), to: 0.55)
        p.disc(x: 0.3, y: 0.35, radius: 0.07, rgb(255, 240, 200), glow: 0.2)
        for band in 0..<4 {
            let base = 0.5 + Float(band) * 0.13
            let phase = Float(band) * 1.7
            let color = mix(rgb(230, 160, 90), rgb(200, 110, 50), Float(band) / 3)
            p.paint { x, y in
                let crest = base - 0.06 * sinApprox(x * 7 + phase) - 0.03 * Noise.value(x * 5, seed: UInt64(40 + band))
                guard y >= crest else { return nil }
                let slope = cosApprox(x * 7 + phase)
                return (mix(color, rgb(150, 80, 40), slope > 0 ? 0.35 * slope : 0), 1)
            }
        }
    }

    static func kyotoPagoda(_ p: inout Painting) {
        p.sky(rgb(250, 210, 215), rgb(250, 240, 230), to: 0.7)
        p.land(ridge(base: 0.6, height: 0.15, seed: 51, scale: 2), rgb(150, 140, 170))
        p.land({ _ in 0.78 }, rgb(110, 140, 90), foot: rgb(70, 100, 60))
        for tier in 0..<5 {
            let width = 0.16 - Float(tier) * 0.022, bottom = 0.78 - Float(tier) * 0.11
            p.rectangle(left: 0.5 - width / 2.6, top: bottom - 0.08, right: 0.5 + width / 2.6, bottom: bottom, rgb(170, 50, 40))
            p.triangle(SIMD2(0.5 - width / 1.3, bottom - 0.06), SIMD2(0.5 + width / 1.3, bottom - 0.06), SIMD2(0.5, bottom - 0.13), rgb(50, 45, 50))
        }
        p.rectangle(left: 0.497, top: 0.12, right: 0.503, bottom: 0.26, rgb(60, 50, 40))
        for index in 0..<14 {
            let x = Float(index) / 13
            guard abs(x - 0.5) > 0.12 else { continue }
            let y = 0.72 + 0.08 * Noise.lattice(index, seed: 52)
            p.rectangle(left: x - 0.006, top: y, right: x + 0.006, bottom: y + 0.15, rgb(80, 50, 45))
            p.disc(x: x, y: y, radius: 0.08 + 0.03 * Noise.lattice(index, seed: 53), mix(rgb(250, 180, 200), rgb(240, 140, 170), Noise.lattice(index, seed: 54)))
        }
    }

    static func northernLights(_ p: inout Painting) {
        p.sky(rgb(5, 10, 30), rgb(20, 40, 70), to: 0.7)
        p.paint { x, y in
            Noise.lattice(Int(x * 640) * 4099 + Int(y * 400), seed: 61) > 0.997 ? (rgb(255, 255, 240), 1) : nil
        }
        for band in 0..<2 {
            let seed = UInt64(62 + band)
            p.paint { x, y in
                let edge = 0.35 + 0.12 * sinApprox(x * 5 + Float(band) * 2) + 0.05 * Noise.fractal(x * 6, seed: seed)
                guard y <= edge, y >= edge - 0.3 else { return nil }
                let fade = (y - (edge - 0.3)) / 0.3
                let curtain = 0.6 + 0.4 * Noise.value(x * 60, seed: seed)
                return (band == 0 ? rgb(80, 250, 150) : rgb(150, 90, 230), fade * fade * curtain * 0.8)
            }
        }
        p.land(ridge(base: 0.75, height: 0.15, seed: 64, scale: 3), rgb(15, 20, 30))
        p.land({ _ in 0.85 }, rgb(170, 190, 215), foot: rgb(120, 140, 170))
    }

    static func santorini(_ p: inout Painting) {
        p.sky(rgb(40, 110, 210), rgb(150, 200, 245), to: 0.45)
        p.land({ _ in 0.45 }, rgb(20, 80, 170), foot: rgb(10, 50, 120))
        p.land({ x in 0.35 + 0.4 * x * x }, rgb(200, 180, 150), foot: rgb(160, 130, 100))
        for index in 0..<36 {
            let x = 0.8 * Noise.lattice(index, seed: 71)
            let top = 0.35 + 0.4 * x * x + 0.05 + 0.3 * Noise.lattice(index, seed: 72)
            p.rectangle(left: x, top: top, right: x + 0.05, bottom: top + 0.07, rgb(250, 250, 248))
            p.rectangle(left: x + 0.018, top: top + 0.03, right: x + 0.03, bottom: top + 0.06, rgb(40, 90, 170))
            if index % 5 == 0 {
                p.disc(x: x + 0.025, y: top, radius: 0.03, rgb(30, 80, 180))
            }
        }
    }

    static func snowyPeaks(_ p: inout Painting) {
        p.sky(rgb(30, 90, 190), rgb(170, 210, 245), to: 0.7)
        let far = ridge(base: 0.6, height: 0.45, seed: 81, scale: 3)
        p.paint { x, y in
            let top = far(x)
            guard y >= top else { return nil }
            let shade = max(0, min(0.4, (far(x + 0.01) - far(x - 0.01)) * 8))
            return (mix(rgb(245, 248, 255), rgb(120, 150, 200), shade + (y - top)), 1)
        }
        let near = ridge(base: 0.85, height: 0.35, seed: 82, scale: 4)
        p.paint { x, y in
            let top = near(x)
            guard y >= top else { return nil }
            let rock = y > top + 0.06 + 0.04 * Noise.value(x * 40, seed: 83)
            return (rock ? rgb(80, 85, 100) : rgb(235, 240, 250), 1)
        }
    }

    static func snowyTown(_ p: inout Painting) {
        p.sky(rgb(40, 50, 100), rgb(140, 130, 170), to: 0.65)
        p.land(ridge(base: 0.55, height: 0.1, seed: 91, scale: 3), rgb(200, 210, 230))
        for index in 0..<9 {
            let x = Float(index) / 9 + 0.01
            let top = 0.5 + 0.1 * Noise.lattice(index, seed: 92)
            let wall = mix(rgb(150, 80, 60), rgb(120, 110, 90), Noise.lattice(index, seed: 93))
            p.rectangle(left: x, top: top, right: x + 0.09, bottom: 0.82, wall)
            p.triangle(SIMD2(x - 0.01, top + 0.01), SIMD2(x + 0.1, top + 0.01), SIMD2(x + 0.045, top - 0.08), rgb(245, 245, 250))
            p.rectangle(left: x + 0.02, top: top + 0.06, right: x + 0.04, bottom: top + 0.1, rgb(255, 200, 100))
            p.rectangle(left: x + 0.055, top: top + 0.06, right: x + 0.075, bottom: top + 0.1, rgb(255, 210, 120))
        }
        p.land({ x in 0.8 + 0.02 * Noise.value(x * 10, seed: 94) }, rgb(235, 238, 248), foot: rgb(190, 200, 225))
        p.paint { x, y in
            Noise.lattice(Int(x * 640) * 7919 + Int(y * 400), seed: 95) > 0.992 ? (rgb(255, 255, 255), 0.9) : nil
        }
    }

    static func tropicalBeach(_ p: inout Painting) {
        p.sky(rgb(60, 160, 230), rgb(200, 235, 250), to: 0.5)
        p.disc(x: 0.8, y: 0.18, radius: 0.06, rgb(255, 250, 220), glow: 0.15)
        p.land({ _ in 0.5 }, rgb(40, 190, 200), foot: rgb(90, 220, 210))
        p.land({ x in 0.72 - 0.08 * x + 0.01 * sinApprox(x * 30) }, rgb(240, 225, 180), foot: rgb(225, 200, 150))
        p.paint { x, y in
            let center = 0.22 + 0.12 * (0.78 - y)
            return abs(x - center) < 0.012 && y > 0.28 && y < 0.8 ? (rgb(120, 85, 50), 1) : nil
        }
        for leaf in 0..<7 {
            let angle = Float(leaf) * 0.9
            let tip = SIMD2<Float>(0.26 + 0.16 * cosApprox(angle), 0.28 + 0.12 * sinApprox(angle) + 0.06)
            p.triangle(SIMD2(0.26, 0.27), SIMD2(0.26, 0.3), tip, rgb(40, 130, 50))
        }
    }

    static func tulipFields(_ p: inout Painting) {
        p.sky(rgb(110, 170, 230), rgb(220, 235, 250), to: 0.45)
        let colors = [rgb(230, 40, 50), rgb(250, 210, 40), rgb(240, 120, 180), rgb(250, 250, 245), rgb(150, 60, 160)]
        p.paint { x, y in
            guard y >= 0.45 else { return nil }
            let depth = (y - 0.45) / 0.55
            let stripe = (x - 0.5) / max(0.02, depth) * 3
            let index = Int((stripe + 100).rounded(.down))
            let isGreen = (stripe + 100).truncatingRemainder(dividingBy: 1) < 0.3
            let flower = colors[index % colors.count]
            return (isGreen ? rgb(60, 130, 50) : mix(flower, flower * 0.7, Noise.value(x * 200 + y * 90, seed: 101)), 1)
        }
        p.rectangle(left: 0.72, top: 0.2, right: 0.78, bottom: 0.46, rgb(110, 80, 60))
        p.triangle(SIMD2(0.7, 0.2), SIMD2(0.8, 0.2), SIMD2(0.75, 0.13), rgb(70, 50, 40))
        p.rectangle(left: 0.63, top: 0.185, right: 0.87, bottom: 0.195, rgb(240, 240, 230))
        p.rectangle(left: 0.745, top: 0.06, right: 0.755, bottom: 0.32, rgb(240, 240, 230))
    }
}

/// The sine of `x`, by Bhaskara's approximation over each half turn (close enough for painting, and the same on
/// every machine without Foundation).
func sinApprox(_ x: Float) -> Float {
    let turn = 2 * Float.pi
    var angle = x.truncatingRemainder(dividingBy: turn)
    if angle < 0 { angle += turn }
    let sign: Float = angle > .pi ? -1 : 1
    if angle > .pi { angle -= .pi }
    return sign * 16 * angle * (.pi - angle) / (5 * .pi * .pi - 4 * angle * (.pi - angle))
}

/// The cosine of `x`, as `sinApprox` of a quarter turn later.
func cosApprox(_ x: Float) -> Float {
    sinApprox(x + .pi / 2)
}
