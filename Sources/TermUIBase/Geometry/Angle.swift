/// An angle, as SwiftUI's: made from degrees or radians, read as either, and added, subtracted and scaled
/// like a number. A terminal draws in whole cells, so `rotationEffect(_:)` and shapes approximate it.
public struct Angle: Hashable, Comparable, Sendable, AdditiveArithmetic {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// No angle.
    public init() {
        radians = 0
    }

    /// An angle of `radians`.
    public init(radians: Double) {
        self.radians = radians
    }

    /// An angle of `degrees`.
    public init(degrees: Double) {
        radians = degrees * .pi / 180
    }

    /// An angle of `radians`.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// An angle of `degrees`.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// No angle.
    public static let zero = Angle()

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }

    /// The angle times a number.
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }

    /// The angle divided by a number.
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }

    /// The opposite angle.
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
}
