// The base layer's files use Foundation throughout, as every layer above does.
@_exported import Foundation
