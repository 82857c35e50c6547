import Foundation

/// A colour in Björn Ottosson's OKLab space, where straight-line distance follows how different two colours
/// look: what the nearest palette colour is chosen by, and what lightness is changed in.
package struct OKLab: Hashable, Sendable {
    /// Perceived lightness, 0 (black) to 1 (white).
    package var lightness: Double
    /// Green (negative) to red (positive).
    var a: Double
    /// Blue (negative) to yellow (positive).
    var b: Double

    /// A colour from its coordinates.
    init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// An sRGB colour in OKLab.
    package init(_ rgb: RGB) {
        let (r, g, b) = rgb.linear
        let l = cbrt(0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * b)
        let m = cbrt(0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * b)
        let s = cbrt(0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * b)
        lightness = 0.210_454_255_3 * l + 0.793_617_785_0 * m - 0.004_072_046_8 * s
        a = 1.977_998_495_1 * l - 2.428_592_205_0 * m + 0.450_593_709_9 * s
        self.b = 0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766_0 * s
    }

    /// The nearest sRGB colour (components outside the sRGB gamut are clamped).
    package var rgb: RGB {
        let l = lightness + 0.396_337_777_4 * a + 0.215_803_757_3 * b
        let m = lightness - 0.105_561_345_8 * a - 0.063_854_172_8 * b
        let s = lightness - 0.089_484_177_5 * a - 1.291_485_548_0 * b
        let (l3, m3, s3) = (l * l * l, m * m * m, s * s * s)
        return RGB(
            linearRed: 4.076_741_662_1 * l3 - 3.307_711_591_3 * m3 + 0.230_969_929_2 * s3,
            green: -1.268_438_004_6 * l3 + 2.609_757_401_1 * m3 - 0.341_319_396_5 * s3,
            blue: -0.004_196_086_3 * l3 - 0.703_418_614_7 * m3 + 1.707_614_701_0 * s3)
    }

    /// How different another colour looks, for choosing the nearest of a few: the square of the distance,
    /// with differences of hue and colourfulness (a, b) counted three times. Distance alone weighs lightness so
    /// much that among the 8 basic colours a mid grey is nearest to cyan and a grass green to grey; a picture
    /// reads better when its colours keep their hues and shades make up the lightness.
    func differenceSquared(to other: OKLab) -> Double {
        let dl = lightness - other.lightness, da = a - other.a, db = b - other.b
        return dl * dl + 9 * (da * da + db * db)
    }

    /// The colour a fraction of the way to another, in a straight line.
    package func mixed(with other: OKLab, fraction: Double) -> OKLab {
        OKLab(
            lightness: lightness + (other.lightness - lightness) * fraction, a: a + (other.a - a) * fraction,
            b: b + (other.b - b) * fraction)
    }
}
