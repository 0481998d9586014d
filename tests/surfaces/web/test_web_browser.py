"""The page in a real browser (Debian's Chromium, driven by Playwright): sign in with a token,
chat with the scripted model and watch the reply stream in, open the "why this reply" panel,
open a belief's page, and find another person's conversation out of reach."""

from __future__ import annotations

import shutil
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
from web_support import Served

CHROMIUM = Path("/usr/bin/chromium")
playwright = pytest.importorskip("playwright.async_api", reason="needs playwright (dev extra)")
pytestmark = [
    pytest.mark.skipif(
        not CHROMIUM.exists() and shutil.which("chromium") is None,
        reason="needs Chromium at /usr/bin/chromium (apt-get install chromium)",
    ),
    pytest.mark.slow,
]


@pytest.fixture
async def page() -> AsyncIterator[playwright.Page]:
    async with playwright.async_playwright() as driver:
        browser = await driver.chromium.launch(executable_path=str(CHROMIUM), headless=True)
        try:
            yield await browser.new_page(viewport={"width": 1100, "height": 800})
        finally:
            await browser.close()


def _bobs_conversation(served: Served) -> str:
    headers = {"Authorization": f"Bearer {served.bob}"}
    said = httpx.post(
        served.url + "/api/minds/default/ask",
        json={"text": "I live in Porto."},
        headers=headers,
        timeout=60,
    )
    return str(said.json()["conversation"])


async def test_a_person_chats_reads_why_and_stays_in_their_own_lane(
    served: Served, page: playwright.Page
) -> None:
    expect = playwright.expect
    bobs = _bobs_conversation(served)
    await page.goto(served.url + "/login")
    await page.get_by_label("Access token").fill(served.ana)
    await page.get_by_role("button", name="Sign in").click()
    await page.get_by_role("button", name="New conversation").click()

    await page.get_by_label("Your message").fill("Hello, how are you today?")
    await page.keyboard.press("Enter")
    reply = page.locator("li.message.assistant").last
    await expect(reply.locator(".text")).to_have_text("Glad to help.", timeout=30_000)
    await reply.get_by_text("Why this reply").click()
    await expect(reply.locator(".account")).to_contain_text("Reviewed before writing")
    await expect(reply.locator(".account")).to_contain_text("scripted:scripted")

    await page.get_by_label("Your message").fill("I live in Lisbon.")
    await page.get_by_role("button", name="Send").click()
    await expect(page.locator("li.message.assistant").last).to_contain_text("Lisbon")
    await page.reload()
    await expect(page.locator("li.message.user")).to_have_count(2)
    await page.get_by_role("link", name="Beliefs").click()
    await page.get_by_role("link", name="ana lives in Lisbon").click()
    await expect(page.get_by_role("heading", level=1)).to_have_text("ana lives in Lisbon")
    await expect(page.get_by_role("heading", name="The arithmetic")).to_be_visible()
    await expect(page.get_by_role("heading", name="History")).to_be_visible()

    answer = await page.goto(f"{served.url}/minds/default/chat?conversation={bobs}")
    assert answer is not None
    assert answer.status == 404
    await expect(page.get_by_role("heading", level=1)).to_have_text("Not found")
    assert "Porto" not in await page.content()


async def test_stop_says_the_reply_was_stopped_before_it_was_finished(
    served: Served, page: playwright.Page
) -> None:
    """The page had said only "Stopped." under an empty reply; it says what the saved
    conversation will say after a reload. The message's request is held unanswered so the
    Stop button is pressed while the reply is still on its way."""
    expect = playwright.expect
    await page.goto(served.url + "/login")
    await page.get_by_label("Access token").fill(served.ana)
    await page.get_by_role("button", name="Sign in").click()
    await page.get_by_role("button", name="New conversation").click()
    await page.wait_for_url("**/chat?conversation=*")
    await page.wait_for_load_state("load")  # the page's script sends the message, not the form
    held: list[playwright.Route] = []

    async def hold(route: playwright.Route) -> None:
        held.append(route)

    await page.route("**/messages", hold)
    await page.get_by_label("Your message").fill("Tell me a long story.")
    await page.keyboard.press("Enter")
    await page.get_by_role("button", name="Stop").click()
    reply = page.locator("li.message.assistant").last
    await expect(reply.locator(".status")).to_have_text("Stopped before it was finished.")
    await expect(page.get_by_role("button", name="Stop")).to_be_hidden()
    assert held
