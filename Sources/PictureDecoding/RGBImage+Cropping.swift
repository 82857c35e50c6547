extension RGBImage {
    /// The part of the picture `width` by `height` pixels from `x`, `y`, cut to the picture's edges (empty
    /// where they leave nothing).
    public func cropped(x: Int, y: Int, width: Int, height: Int) -> RGBImage {
        let left = max(0, x), top = max(0, y)
        let right = max(left, min(self.width, x + width)), bottom = max(top, min(self.height, y + height))
        var part: [UInt8] = []
        part.reserveCapacity((right - left) * (bottom - top) * 3)
        for row in top..<bottom {
            part += pixels[((row * self.width + left) * 3)..<((row * self.width + right) * 3)]
        }
        return RGBImage(width: right - left, height: bottom - top, pixels: part)
    }
}
