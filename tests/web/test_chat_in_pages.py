"""Table talk in the page: a line one player sends appears on the other's page as its words
(never as markup), the server's refusals are shown in words, and Monastery's Vow of Silence
closes the box outside Prayer Hours."""

from __future__ import annotations

import random

from playwright.sync_api import Browser, Page, expect

from tests.server.services import ServerProcess

from .pages import click_something, enter_as_guest, set_table, two_at_a_table, wait_for_turn


def say(page: Page, text: str) -> None:
    page.fill("#chat-text", text)
    page.click("#chat-form button")


def test_a_line_one_player_sends_appears_for_the_other(browser: Browser,
                                                        server: ServerProcess) -> None:
    ann = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    bob = browser.new_context(viewport={"width": 390, "height": 800}).new_page()  # a phone
    errors: list[str] = []
    for page in (ann, bob):
        page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        two_at_a_table(ann, bob, server.url, "heaven-and-ale")
        for page in (ann, bob):
            expect(page.locator("#chat-form")).to_be_visible(timeout=10_000)

        words = "<b>Prost</b> & <img src=x onerror=alert(1)> 'cheers' \"all\""
        say(ann, words)
        line = bob.locator("#chat-lines li")
        expect(line).to_have_count(1)
        expect(line.locator(".chat-text")).to_have_text(words)
        expect(line.locator(".chat-name")).to_have_text(ann.locator(".me").inner_text())
        assert bob.locator("#chat-lines b, #chat-lines img").count() == 0  # text, not markup
        expect(ann.locator("#chat-text")).to_have_value("")
        expect(ann.locator("#chat-lines li")).to_have_count(1)  # once, though heard twice

        say(bob, "Gesundheit")
        expect(ann.locator("#chat-lines .chat-text")).to_have_text([words, "Gesundheit"])

        say(ann, "x" * 281)
        expect(ann.locator("#chat-problem")).to_have_text(
            "A chat line has at most 280 characters.")
        expect(ann.locator("#chat-text")).to_have_value("x" * 281)  # kept, to be shortened
        for n in range(6):  # four lines at once at most, then one every five seconds
            say(ann, f"again {n}")
            ann.wait_for_function(  # the line shown, or a refusal
                "n => document.querySelectorAll('#chat-lines li').length > n"
                " || document.getElementById('chat-problem').textContent", arg=2 + n)
            if ann.inner_text("#chat-problem"):
                break
        expect(ann.locator("#chat-problem")).to_contain_text(
            "You are writing too fast: wait")
        expect(bob.locator("#chat-lines li")).to_have_count(ann.locator("#chat-lines li").count())
    finally:
        ann.context.close()
        bob.context.close()
    assert not errors, f"the page's script failed: {errors}"


def test_the_vow_of_silence_closes_the_chat_outside_prayer_hours(page: Page,
                                                                 server: ServerProcess) -> None:
    enter_as_guest(page, server.url)
    set_table(page, "monastery", ["me", "bot:easy"], options={"vow_of_silence": "true"})
    box = page.locator("#chat-text")
    rng = random.Random(4)
    for _ in range(30):
        wait_for_turn(page)
        if box.is_disabled():
            break
        click_something(page, rng)
    expect(box).to_be_disabled()
    expect(page.locator("#chat-form button")).to_be_disabled()
    expect(page.locator("#chat-closed")).to_have_text(
        "The Vow of Silence: talking is only permitted during Prayer Hour rounds.")
