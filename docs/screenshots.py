"""Screenshots of the web page for docs/web.md, taken from a real server in a real browser.

Starts `entelechy web` on a fresh store in a temporary directory (the scripted model speaks),
has a person talk and the operator put the mind to sleep, then photographs the main pages with
Debian's Chromium into docs/web/. Run it after changing a template:

    python docs/screenshots.py
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
import tempfile
from pathlib import Path

import httpx
from playwright.async_api import Page, async_playwright

from entelechy.access.tokens import OPERATOR, AccessTokens, Principal
from entelechy.assembly import open_services

OUT = Path(__file__).parent / "web"
CHROMIUM = "/usr/bin/chromium"
MODEL = "scripted:Glad to help. Tell me more about what you are planning."


async def main() -> None:
    with tempfile.TemporaryDirectory() as home:
        ana, operator = await _tokens(Path(home))
        command = [sys.executable, "-m", "entelechy", "--home", home, "--model", MODEL]
        with subprocess.Popen(  # noqa: ASYNC220 - started once, read line by line below
            [*command, "web", "--port", "0"], stdout=subprocess.PIPE, text=True
        ) as server:
            try:
                url = _listening(server)
                await _talk(url, ana, operator)
                await _photograph(url, ana, operator)
            finally:
                server.terminate()


async def _tokens(home: Path) -> tuple[str, str]:
    services = await open_services(home=str(home))
    try:
        tokens = AccessTokens(services)
        ana = await tokens.issue(Principal("user", "ana"))
        return ana.secret, (await tokens.issue(OPERATOR)).secret
    finally:
        await services.close()


def _listening(server: subprocess.Popen[str]) -> str:
    assert server.stdout is not None
    for line in server.stdout:
        if "listening on " in line:
            return line.split("listening on ", 1)[1].strip()
    raise SystemExit("the web server did not start")


async def _talk(url: str, ana: str, operator: str) -> None:
    async with httpx.AsyncClient(base_url=url + "/api/minds/default", timeout=60) as client:
        for text in ("I live in Lisbon.", "I work as a nurse.", "What should I cook tonight?"):
            await client.post("/ask", json={"text": text}, headers=_bearer(ana))
        await client.post("/sleep", json={}, headers=_bearer(operator))
        await client.post("/wake", headers=_bearer(operator))


async def _photograph(url: str, ana: str, operator: str) -> None:
    async with async_playwright() as driver:
        browser = await driver.chromium.launch(executable_path=CHROMIUM, headless=True)
        page = await browser.new_page(viewport={"width": 1200, "height": 760})
        await page.goto(url + "/login")
        await _shoot(page, "login")
        await _sign_in(page, url, ana)
        await page.locator("details.why").last.locator("summary").click()
        await page.locator(".account").last.scroll_into_view_if_needed()
        await _shoot(page, "chat")
        await page.get_by_role("link", name="Beliefs").click()
        await page.locator("table a").first.click()
        await _shoot(page, "belief")
        await page.set_viewport_size({"width": 390, "height": 800})
        await page.goto(url + "/minds/default/chat")
        await _shoot(page, "chat-phone")
        await page.set_viewport_size({"width": 1200, "height": 760})
        await page.context.clear_cookies()
        await _sign_in(page, url, operator)
        await page.goto(url + "/minds/default/sleep")
        await _shoot(page, "sleep")
        await page.goto(url + "/audit")
        await _shoot(page, "audit")
        await page.goto(url + "/minds")
        await _shoot(page, "minds")
        await browser.close()


async def _sign_in(page: Page, url: str, token: str) -> None:
    await page.goto(url + "/login")
    await page.get_by_label("Access token").fill(token)
    await page.get_by_role("button", name="Sign in").click()
    await page.wait_for_url("**/chat**")


async def _shoot(page: Page, name: str) -> None:
    await page.screenshot(path=OUT / f"{name}.png", full_page=False)
    print(f"wrote {OUT / name}.png")


def _bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


if __name__ == "__main__":
    asyncio.run(main())
