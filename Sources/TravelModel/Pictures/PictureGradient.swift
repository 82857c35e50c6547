extension Picture {
    /// A generated picture for a trip without one: a smooth blend of three related colours along a direction,
    /// all picked from `seed`.
    ///
    /// The same seed and size always give the same pixels, on every machine (only integer arithmetic is used).
    /// `width` and `height` are clamped to `1...maximumDimension`.
    public static func gradient(seed: UInt64, width: Int, height: Int) -> Picture {
        let width = min(max(width, 1), maximumDimension)
        let height = min(max(height, 1), maximumDimension)
        // Mix the seed so that nearby seeds give unrelated pictures.
        var state = seed
        func next(_ range: Int) -> Int {
            state = state &+ 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            mixed ^= mixed >> 31
            return Int(mixed % UInt64(range))
        }
        let firstHue = next(360)
        let step = 25 + next(45)
        let stops = (0..<3).map { index in
            rgb(hue: (firstHue + index * step) % 360, saturation: 130 + next(90), value: 150 + next(90))
        }
        let direction = next(4)

        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                // Position along the direction, from 0 to 1000.
                let across = width > 1 ? x * 1000 / (width - 1) : 0
                let down = height > 1 ? y * 1000 / (height - 1) : 0
                let position: Int
                switch direction {
                case 0: position = across
                case 1: position = down
                case 2: position = (across + down) / 2
                default: position = (across + 1000 - down) / 2
                }
                let (from, to, weight) = position < 500
                    ? (stops[0], stops[1], position * 2)
                    : (stops[1], stops[2], (position - 500) * 2)
                for channel in 0..<3 {
                    let mixed = (Int(from[channel]) * (1000 - weight) + Int(to[channel]) * weight + 500) / 1000
                    pixels.append(UInt8(mixed))
                }
            }
        }
        return Picture(width: width, height: height, checkedPixels: pixels)
    }

    /// A picture whose pixels are known to fit its size.
    private init(width: Int, height: Int, checkedPixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = checkedPixels
    }

    /// The red, green and blue bytes of a colour given by hue (0 to 359 degrees), saturation and value (0 to 255).
    private static func rgb(hue: Int, saturation: Int, value: Int) -> [UInt8] {
        let sector = hue / 60
        let fraction = (hue % 60) * 255 / 60
        let low = value * (255 - saturation) / 255
        let falling = value * (255 - saturation * fraction / 255) / 255
        let rising = value * (255 - saturation * (255 - fraction) / 255) / 255
        let channels: (Int, Int, Int)
        switch sector {
        case 0: channels = (value, rising, low)
        case 1: channels = (falling, value, low)
        case 2: channels = (low, value, rising)
        case 3: channels = (low, falling, value)
        case 4: channels = (rising, low, value)
        default: channels = (value, low, falling)
        }
        return [UInt8(channels.0), UInt8(channels.1), UInt8(channels.2)]
    }
}
