import Foundation
import Testing
import TravelModel
@testable import WishlistUI

/// Where the flight board opens: at the present, on the first flight that will still leave or land.
@MainActor
struct FlightBoardOpeningTests {
    @Test("A cancelled flight due hours ago is not the first still to come", arguments: 0..<20)
    func opensPastCancelledFlights(day: Int) throws {
        let calendar = try #require(Optional(Calendar(identifier: .gregorian)))
        let base = try #require(calendar.date(from: DateComponents(year: 2026, month: 3, day: 1 + day, hour: 0)))
        let data = FlightData(day: base, calendar: calendar)
        // Half past each hour of the day: most have a cancelled flight earlier that has not "left".
        for hour in 6..<22 {
            let now = base.addingTimeInterval(Double(hour) * 3_600 + 1_800)
            let board = FlightBoard(calendar: calendar, clock: { now })
            let flights = board.data.flights
            #expect(flights.map(\.id) == data.flights.map(\.id))
            guard let selected = board.selectedFlightID, let index = flights.firstIndex(where: { $0.id == selected }) else {
                #expect(flights.allSatisfy { [.departed, .landed, .cancelled].contains($0.status(at: now)) })
                continue
            }
            #expect(flights[index].status(at: now) != .cancelled || flights.allSatisfy { $0.isCancelled || [.departed, .landed].contains($0.status(at: now)) })
            #expect(flights[..<index].allSatisfy { [.departed, .landed, .cancelled].contains($0.status(at: now)) },
                    "day \(day), \(hour):30: a live flight before the one the board opens on")
        }
    }
}
