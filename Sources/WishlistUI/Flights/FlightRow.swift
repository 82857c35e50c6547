import Foundation
import TermUI
import TravelModel

/// One flight on the board: which way it goes, its number, the other city, its time in the timetable (in
/// yellow when it is late), and its status in the status's colour.
struct FlightRow: View {
    let flight: Flight
    let now: Date
    @Environment(\.locale) private var locale

    var body: some View {
        let status = flight.status(at: now)
        HStack(spacing: 1) {
            Image(systemName: flight.direction.symbolName)
                .frame(width: 2, alignment: .leading)
            Text(flight.number)
                .frame(width: 7, alignment: .leading)
            Text(flight.airport.city)
                .lineLimit(1)
            Spacer()
            Text(flight.scheduledTime.formatted(FlightTimeFormat.style(locale: locale)))
                .foregroundStyle(flight.isDelayed ? Color.yellow : Color.primary)
            Text(status.title)
                .foregroundStyle(status.color)
                .frame(width: 9, alignment: .leading)
        }
    }
}

/// How the board writes times of day: hours and minutes in the user's locale.
enum FlightTimeFormat {
    static func style(locale: Locale) -> Date.FormatStyle {
        Date.FormatStyle(date: .omitted, time: .shortened).locale(locale)
    }
}
