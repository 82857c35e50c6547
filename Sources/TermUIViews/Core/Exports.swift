// What `import TermUI` brings with it, as `import SwiftUI` does: Foundation (`Date`, `UUID`, `URL`, `Calendar`,
// `Locale`, `CGFloat`, `CGSize`, `CGPoint`, `CGRect`, format styles) and Observation (`@Observable`), so that a
// SwiftUI file ports by changing its import alone.
@_exported import Foundation
@_exported import Observation
