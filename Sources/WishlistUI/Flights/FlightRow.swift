import Foundation
import TermUI
import TravelModel

/// One flight on the board: which way it goes, its number, the other city, its time in the timetable (in
/// yellow when it is late), and its status in the status's colour.
struct FlightRow: View {
    /// The width of the status column: the longest status's title ("Gate Closed"), so the column stays put.
    static let statusWidth = CGFloat(FlightStatus.allCases.map(\.title.count).max() ?? 9)

    let flight: Flight
    let now: Date
    @Environment(\.localeCategories) private var locales
    @Environment(\.timeZone) private var timeZone

    var body: some View {
        let status = flight.status(at: now)
        HStack(spacing: 1) {
            Image(systemName: flight.direction.symbolName)
                .frame(width: 2, alignment: .leading)
            Text(flight.number)
                .frame(width: 7, alignment: .leading)
            // The city is cut before the time, which never wraps.
            Text(flight.airport.city)
                .lineLimit(1)
            Spacer()
            Text(flight.scheduledTime.formatted(FlightTimeFormat.style(locale: locales.time, timeZone: timeZone)))
                .foregroundStyle(flight.isDelayed ? Color.yellow : Color.primary)
                .fixedSize()
            Text(status.title)
                .foregroundStyle(status.color)
                .frame(width: Self.statusWidth, alignment: .leading)
        }
    }
}

/// How the board writes times of day: hours and minutes in the locale's own form and hour cycle, from the
/// locale of dates (`LC_TIME`): "06:45" in German, "6:45 AM" in American English.
enum FlightTimeFormat {
    static func style(locale: Locale, timeZone: TimeZone) -> Date.FormatStyle {
        // Not `time: .shortened`, which Foundation writes "6:45" in German: the hour and minute fields take the
        // locale's own pattern ("HH:mm").
        var style = Date.FormatStyle.dateTime.hour().minute().locale(locale)
        style.timeZone = timeZone
        return style
    }
}
