import Foundation
import HTTPTypes
import Hummingbird

/// Tally has no login, so it refuses what a hostile web page could make a browser send it:
/// requests naming a foreign host (DNS rebinding) and cross-site writes (CSRF: a form or fetch from
/// another origin). Command-line clients send no Origin and are unaffected.
struct RequestGuard: RouterMiddleware {
    typealias Context = BasicRequestContext

    let allowedHosts: Set<String>?

    static let secFetchSite = HTTPField.Name("Sec-Fetch-Site")!

    /// "localhost:8080" → "localhost"; "[::1]:8080" → "[::1]".
    static func hostname(_ authority: String) -> String {
        let lowered = authority.lowercased()
        if lowered.hasPrefix("[") { return String(lowered.prefix { $0 != "]" }) + "]" }
        return String(lowered.split(separator: ":", maxSplits: 1).first ?? "")
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let authority = request.head.authority ?? ""
        if let allowedHosts, !allowedHosts.contains(RequestGuard.hostname(authority)) {
            throw HTTPError(.forbidden, message: "this server answers to localhost only; open it as http://localhost or http://127.0.0.1")
        }
        if ![.get, .head, .options].contains(request.method) {
            if request.headers[RequestGuard.secFetchSite] == "cross-site" {
                throw HTTPError(.forbidden, message: "cross-site requests that change data are refused")
            }
            if let origin = request.headers[.origin], origin != "null" {
                let originAuthority = URL(string: origin).map { url in (url.host ?? "") + (url.port.map { ":\($0)" } ?? "") } ?? ""
                if originAuthority.lowercased() != authority.lowercased() {
                    throw HTTPError(.forbidden, message: "cross-site requests that change data are refused")
                }
            } else if request.headers[.origin] == "null" {
                throw HTTPError(.forbidden, message: "cross-site requests that change data are refused")
            }
        }
        return try await next(request, context)
    }

    /// Added to every response, errors included (by ErrorMiddleware, the outermost layer).
    static func harden(_ response: inout Response) {
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[HTTPField.Name("X-Frame-Options")!] = "DENY"
        // Not "no-referrer": with it, browsers send "Origin: null" on the app's own form posts.
        response.headers[HTTPField.Name("Referrer-Policy")!] = "same-origin"
    }
}
